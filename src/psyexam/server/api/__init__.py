"""HTTP routers: API v1 now; the pages of the web app will sit beside it."""
