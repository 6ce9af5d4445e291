"""Answer statements and hedges in languages other than Chinese and English.

A statement is an answer noun ("Réponse", "Antwort", "respuesta", "Ответ", "答え", "정답",
"Đáp án" …), maybe a following adjective ("correcta", "finale", "đúng"), a copula or a colon
("est", "ist", "lautet", "es", "è", "é", "là", "adalah", "は", "은"), maybe an article and an
"option" word ("la A", "a opção C", "вариант B"): the letters follow. A hedge word in any of
these places leaves no letter where one is expected, so nothing is read. Only Latin letters
are answers: a Cyrillic "В" may be a Latin B or the third Russian option, so it is not read.
Traditional Chinese is read through ``fold``, which gives the answer vocabulary its simplified forms.
"""

from __future__ import annotations

import re

from psyexam.text import nfkc

# Traditional Chinese forms of the characters answer statements, verdicts and hedges are
# written with ("正確答案", "故選C", "選項B對", "以上都對", "不確定"): read as the simplified ones.
_TRADITIONAL = str.maketrans(
    "選確項對錯誤為應該與說這個題無還認覺綜僅擇並終結實許當準屬於稱發從後會種麼錄論沒別顯斷兩將則據讓裡祇"
    "辦難來捨暫權設過講爭議見嗎總慮討較檢餘區幹問卻",
    "选确项对错误为应该与说这个题无还认觉综仅择并终结实许当准属于称发从后会种么录论没别显断两将则据让里只"
    "办难来舍暂权设过讲争议见吗总虑讨较检余区干问却",
)


def fold(text: str) -> str:
    """NFKC, with traditional Chinese forms of the answer vocabulary made simplified."""
    return nfkc(text).translate(_TRADITIONAL)

# Answer (and solution) nouns of languages written with spaces between words.
ANSWER_NOUNS = (
    r"r[ée]ponses?|antworte?n?|antwoord(?:en)?|respuestas?|soluci[óo]n|risposta|rispost[ae]|resposta|"
    r"solu[çc][ãa]o|l[öo]sung|odpowied(?:[źz]|zi)|odpov[ěe](?:[ďd]|di)|r[ăa]spuns(?:ul)?|svar(?:et)?|vastaus|v[áa]lasz|"
    r"cevap|yan[ıi]t|jawaban(?:nya)?|jawapan(?:nya)?|sagot|jibu|đáp\s+án|trả\s+lời|απάντηση|ответ|відповідь|"
    r"उत्तर|الإجابة|الجواب|پاسخ|ה?תשובה"
)
# Nouns of languages written without spaces: Japanese and Korean (a syllable before 답 makes
# another word, 대답 "reply").
CJK_NOUNS = r"答え|正解|正答|正しい(?:選択肢|答え|もの|の)|(?<![가-힣])(?:정답|해답|답안|답)"
# Thai, also written without spaces: "คำตอบที่ถูกต้องคือ B" (the right answer is B).
_THAI = r"คำตอบ(?:ที่ถูกต้อง)?\s*(?:คือ|:)?"
_AFTER_NOUN = (
    r"(?:\s+(?:correct(?:[ae]s?|os)?|corret(?:t[aeio]|[ao]s?)|justes?|exacte?s?|exact[ao]s?|esatt[aei]|cert[ao]s?|"
    r"giust[aeio]|finale?s?|definitiv[ao]s?|richtigen?|korrekten?|corect[ăae]?|poprawn[aey]|správn[áéý]|"
    r"đúng|cuối\s+cùng|(?:yang\s+)?(?:benar|tepat|betul)|doğru|الصحيحة|הנכונה))?"
)
_COPULA = (
    r"(?:\s*(?:[:=—–-]|(?:est|sont|ist|lautet|lauten|sind|es|son|è|sono|é|são|és|este|is|zijn|er|är|on|jest|je|to"
    r"|adalah|ialah|là|ay|ni|είναι|является|это|будет|है|هي|هو"
    # "therefore" after the copula: "La réponse est donc B", "Die Antwort ist also B"
    r"|donc|also|daher|somit|entonces|pues|quindi|dunque|portanto|então|logo|следовательно|итак|vậy|jadi|dus)"
    r"(?![^\W\d_])))*"
)
_ARTICLE = r"(?:\s*(?-i:la|el|le|l'|lo|a|o|die|der|het|de|the)(?=\s+[A-Ha-h](?![A-Za-z])|\s+[^\W\d_]{4,}\s))?"
OPTION_WORDS = (
    r"options?|opci[óo]n|op[çc][ãa]o|opzione|alternativa|variante?|вариант|варіант|choix|lựa\s+chọn|phương\s+án|"
    r"pilihan|se[çc]enek|şık|選択肢|선택지|보기"
)
_OPTION = rf"(?:\s*(?:{OPTION_WORDS}))?"
# "option" nouns are answers only with a "correct" adjective after them: "A alternativa correta é
# a B", "La opción correcta es la C" ("La opción A dice…" names an option, it does not answer).
_OPTION_NOUNS = r"alternativas?|op[çc][ãa]o|op[çc][õo]es|opci[óo]n(?:es)?|opzion[ei]|variant[ey]|odpowiedzi"
_CORRECT = r"\s+(?:correct(?:[ae]s?|os)?|corret(?:t[aeio]|[ao]s?)|cert[ao]s?|giust[aeio]|richtigen?|poprawn[aey])"
# Japanese and Korean particles after the noun: "答えは", "정답은", "正解：".
_PARTICLE = r"\s*(?:は|が|:|：|은|는|이|가)?\s*(?:選択肢|선택지|보기)?"

# "I choose": "Je choisis B", "Ich wähle C", "Elijo la A", "Выбираю D".
_CHOOSE = (
    r"\b(?:je\s+choisis|j'opte\s+pour|ich\s+w[äa]hle|ich\s+entscheide\s+mich\s+f[üu]r|elijo|escojo|me\s+quedo\s+con|"
    r"scelgo|escolho|выбираю|я\s+выберу|ik\s+kies|kies\s+ik|wybieram|saya\s+memilih|tôi\s+chọn)\b"
)

# Folded as the replies it reads are (Thai "ำ" becomes two characters in NFKC).
STATEMENT = re.compile(
    fold(
        rf"(?<![^\W\d_])(?:{ANSWER_NOUNS})(?![^\W\d_]){_AFTER_NOUN}{_COPULA}{_ARTICLE}{_OPTION}"
        rf"|(?<![^\W\d_])(?:{_OPTION_NOUNS})(?![^\W\d_]){_CORRECT}{_COPULA}{_ARTICLE}{_OPTION}"
        rf"|{_CHOOSE}{_ARTICLE}{_OPTION}|(?:{CJK_NOUNS}){_PARTICLE}|{_THAI}"
    ),
    re.I,
)

# An answer named to be rejected: "La réponse D est fausse", "Die Antwort B ist falsch", "答えBは間違い".
REJECTED = fold(
    r"\s*(?:[はが은는이가]\s*)?(?:(?:est|ist|es|è|é|está|estão|sind|sont|son|sono|são|je|jest|là|adalah|—|-)\s+)?"
    r"(?:fausses?|faux|incorrecte?s?|erron[ée]e?s?|falsch\w*|unrichtig\w*|incorrect[oa]s?|err[óo]ne[oa]s?|"
    r"equivocad[oa]s?|sbagliat[oa]|errat[oa]|errad[oa]s?|невер\w*|неправил\w*|ошибоч\w*|не\s+(?:верн|правил)\w*|間違|誤り|不正解|"
    r"틀[렸린리]|오답|sai\b|salah|yanlış)"
)

# A correction: "no es A, sino B", "nicht A, sondern B", "pas A, mais B", "не A, а B".
NOT_WORDS = r"\bno\s+es|\bnicht(?:\s+ist)?|\bpas|\bnon\s+è|\bnão\s+é|\bне"
INSTEAD_WORDS = r"\bsino|\bsondern|\bmais|\bma|\bmas|\bes|\bist|\best|\bè|\bé|\bа(?!\w)"

# "and" between two capital letters: "A e C", "B und D", "A et C", "B y D", "A и C".
AND_WORDS = fold(r"e|et|und|y|и|і|và|dan|en|ve|och|og|ja|i|a|oraz|ir|un|és|και|और|และ")

# Letters chosen with a verb after them, in Japanese and Korean: "Bを選びます", "B를 선택합니다"
# (not "Bを選びません", "B를 선택하지 않습니다").
CHOSEN_BEFORE_VERB = re.compile(
    fold(
        r"(?<![A-Za-z])([A-H](?:\s*(?:[、,と]|및|와|과)\s*[A-H])*)\s*(?:番|번)?\s*"
        r"(?:を\s*(?:選択|選)(?!(?:し|さ)?(?:ない|ません)|ばない|びません|ばず)"
        r"|[을를]\s*(?:선택|고르|골라)(?!하지\s*않|지\s*않|하지\s*마))"
    )
)

# The core words of doubt, in Chinese and English, that many readings refuse to take as firm.
DOUBT_ZH = "可能|也许|或许"
# Chinese count words as numbers ("三项", "两个"); readers look up only what their own patterns matched.
ZH_COUNTS = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
# English count words as numbers ("three options", "both"), looked up in lower case.
EN_COUNTS = {"both": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
DOUBT_EN = "maybe|perhaps|probably|possibly"
# Options named to be told apart or compared, not chosen: "因此要注意区分的是：A和B", "the ones to distinguish are A and B".
# (not the measures named by the same words: "区分度", "鉴别指数", "分辨率", "对照组")
TELL_APART_ZH = "区分(?!度)|区别|辨别(?!力)|辨析|鉴别(?!指数|力|度)|分辨(?!率|力)|分清|弄清|厘清|对比(?!度)|对照(?!组)|比较|混淆|辨认"
TELL_APART_EN = r"distinguish\w*|differentiat\w*|tell\s+apart|contrast\w*|compar\w*|confus\w*|mix\w*\s+up|distinctions?"

# Another option offered as possible, an "or" between letters, and the writer unsure.
MAYBE = fold(
    r"peut-[êe]tre|vielleicht|m[öo]glicherweise|quiz[áa]s?|tal\s+vez|posiblemente|forse|talvez|possivelmente|"
    r"возможно|может\s+быть|наверное|たぶん|多分|おそらく|恐らく|아마(?:도)?|có\s+thể|mungkin|belki|misschien|"
    r"może|poate|potser|kanske|kanskje|måske|siguro|labda|talán|možná|ehkä|ίσως|ربما|אולי|शायद|อาจจะ"
)
OR_WORDS = fold(
    r"\bou\b|\boder\b|\bo\b|\bof\b|\blub\b|\balbo\b|\bsau\b|\beller\b|\bau\b|\bvagy\b|\bnebo\b|\btai\b|"
    r"или|либо|або|ή|أو|או|या|หรือ|または|もしくは|あるいは|か|또는|혹은|아니면|hoặc|\batau\b|\bveya\b|ya\s+da"
)
UNSURE = fold(
    r"pas\s+(?:s[ûu]r|certaine?)|nicht\s+sicher|unsicher|no\s+estoy\s+segur[oa]|no\s+es\s+seguro|"
    r"non\s+(?:sono|è)\s+sicur[oa]|não\s+tenho\s+certeza|не\s+уверен[ао]?|не\s+знаю|わから|分から|自信が(?:ない|ありません)|"
    r"確信が(?:ない|ありません)|かもしれ|확실하지|모르겠|không\s+chắc|tidak\s+yakin|emin\s+değil"
)
# Words that withdraw an earlier answer ("mais", "aber", "pero", "однако", "しかし", "하지만"), and
# words that mark an answer as a first thought ("d'abord", "zunächst", "最初は", "처음에는").
# (Italian "ma" never in capitals: "MA/CA" is mental age.)
REVISION = fold(
    r"\b(?:mais|aber|pero|sin\s+embargo|(?-i:[Mm]a)|per[òo]|mas|por[ée]m|однако|но|maar|men|ale|ama|dar|tetapi|namun|nhưng)\b|"
    r"しかし|でも|いや|やはり|하지만|그러나|아니|다시"
)
TENTATIVE = fold(
    r"\b(?:d'abord|au\s+d[ée]but|initialement|zun[äa]chst|anfangs|al\s+principio|inicialmente|inizialmente|"
    r"all'inizio|сначала|вначале|aanvankelijk|awalnya|ban\s+đầu)\b|最初は|初めは|처음에는|처음엔"
)
# Another option called possible after it is named: "B could also be correct", "B pourrait
# aussi convenir", "B auch möglich", "la B también podría", "Bの可能性もある", "B일 수도".
POSSIBLE = fold(
    r"(?:could|might|may)\s+(?:also\s+)?be\s+(?:right|correct|true|valid|possible|plausible|an\s+option|the\s+answer)"
    r"|(?<![^\W\d_])(?:pourraient|pourrait|könnte|k[öo]nnten|podr[íi]a|podr[íi]an|potrebbe|poderia|possible|posible|"
    r"possibile|possível|m[öo]glich|возмож\w*|mungkin|có\s+thể)(?![^\W\d_])|可能性|かもしれ|일\s*수도|수도\s*있"
)
