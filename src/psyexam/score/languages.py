"""Answer statements and hedges in languages other than Chinese and English.

A statement is an answer noun ("Réponse", "Antwort", "respuesta", "Ответ", "答え", "정답",
"Đáp án" …), maybe a following adjective ("correcta", "finale", "đúng"), a copula or a colon
("est", "ist", "lautet", "es", "è", "é", "là", "adalah", "は", "은"), maybe an article and an
"option" word ("la A", "a opção C", "вариант B"): the letters follow. A hedge word in any of
these places leaves no letter where one is expected, so nothing is read. Only Latin letters
are answers: a Cyrillic "В" may be a Latin B or the third Russian option, so it is not read.
"""

from __future__ import annotations

import re

# Answer (and solution) nouns of languages written with spaces between words.
ANSWER_NOUNS = (
    r"r[ée]ponses?|antworte?n?|antwoord(?:en)?|respuestas?|soluci[óo]n|risposta|rispost[ae]|resposta|"
    r"solu[çc][ãa]o|l[öo]sung|odpowied[źz]|odpov[ěe][ďd]|r[ăa]spuns(?:ul)?|svar(?:et)?|vastaus|v[áa]lasz|"
    r"cevap|yan[ıi]t|jawaban(?:nya)?|đáp\s+án|trả\s+lời|απάντηση|ответ|відповідь|उत्तर|الإجابة|الجواب|תשובה"
)
# Nouns of languages written without spaces: Japanese and Korean (a syllable before 답 makes
# another word, 대답 "reply").
CJK_NOUNS = r"答え|正解|正答|(?<![가-힣])(?:정답|해답|답안|답)"
_AFTER_NOUN = (
    r"(?:\s+(?:correct[ae]?|correcto|corretta|corretto|correta|correto|juste|exacte?|exacta|esatta|certa|certo|"
    r"giusta|giusto|finale?|definitiva|richtige|korrekte|đúng|cuối\s+cùng|(?:yang\s+)?(?:benar|tepat)|doğru))?"
)
_COPULA = (
    r"(?:\s*(?:[:=—–-]|(?:est|sont|ist|lautet|lauten|sind|es|son|è|sono|é|são|is|zijn|er|är|on|jest|je|adalah|ialah|là"
    r"|είναι|является|это|будет|है|هي|هو)(?![^\W\d_])))*"
)
_ARTICLE = r"(?:\s*(?-i:la|el|le|l'|lo|a|o|die|der|het|de|the)(?=\s+[A-Ha-h](?![A-Za-z])|\s+[^\W\d_]{4,}\s))?"
OPTION_WORDS = (
    r"options?|opci[óo]n|op[çc][ãa]o|opzione|alternativa|variante?|вариант|варіант|choix|lựa\s+chọn|phương\s+án|"
    r"pilihan|se[çc]enek|şık|選択肢|선택지|보기"
)
_OPTION = rf"(?:\s*(?:{OPTION_WORDS}))?"
# Japanese and Korean particles after the noun: "答えは", "정답은", "正解：".
_PARTICLE = r"\s*(?:は|が|:|：|은|는|이|가)?\s*(?:選択肢|선택지|보기)?"

STATEMENT = re.compile(
    rf"(?<![^\W\d_])(?:{ANSWER_NOUNS})(?![^\W\d_]){_AFTER_NOUN}{_COPULA}{_ARTICLE}{_OPTION}"
    rf"|(?:{CJK_NOUNS}){_PARTICLE}",
    re.I,
)

# A correction: "no es A, sino B", "nicht A, sondern B", "pas A, mais B", "не A, а B".
NOT_WORDS = r"\bno\s+es|\bnicht(?:\s+ist)?|\bpas|\bnon\s+è|\bnão\s+é|\bне"
INSTEAD_WORDS = r"\bsino|\bsondern|\bmais|\bma|\bmas|\bes|\bist|\best|\bè|\bé|\bа(?!\w)"

# "and" between two capital letters: "A e C", "B und D", "A et C", "B y D", "A и C".
AND_WORDS = r"e|et|und|y|и|і|và|dan|en|ve|och|og|ja|i|és"

# Another option offered as possible, an "or" between letters, and the writer unsure.
MAYBE = (
    r"peut-[êe]tre|vielleicht|m[öo]glicherweise|quiz[áa]s?|tal\s+vez|posiblemente|forse|talvez|possivelmente|"
    r"возможно|может\s+быть|наверное|たぶん|多分|おそらく|恐らく|아마(?:도)?|có\s+thể|mungkin|belki|misschien"
)
OR_WORDS = r"\bou\b|\boder\b|\bo\b|\bof\b|или|либо|か|또는|혹은|아니면|hoặc|\batau\b|\bveya\b|ya\s+da"
UNSURE = (
    r"pas\s+(?:s[ûu]r|certaine?)|nicht\s+sicher|unsicher|no\s+estoy\s+segur[oa]|no\s+es\s+seguro|"
    r"non\s+(?:sono|è)\s+sicur[oa]|não\s+tenho\s+certeza|не\s+уверен[ао]?|не\s+знаю|わから|分から|自信が(?:ない|ありません)|"
    r"確信が(?:ない|ありません)|かもしれ|확실하지|모르겠|không\s+chắc|tidak\s+yakin|emin\s+değil"
)
