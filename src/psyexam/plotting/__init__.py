"""Figure settings shared by every stage that draws: a font that renders Chinese."""
