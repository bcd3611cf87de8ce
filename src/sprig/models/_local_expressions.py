"""Arithmetic a request writes, as the expression a calculator tool takes, for the embedded model.

People hand a calculator tool (``calculate(expression)``, ``calculator(expression)``, ``evaluate(formula)``)
the arithmetic as they type it: "what's (17 + 4) * 3?", "compute 3.5 * 12", "sqrt(144)", or in words:
"1234 plus 5678", "2 to the power of 16", "15% of 240". The expression is the request's own arithmetic,
written with operators (the words turned into the operators they name), never a number the request does
not hold.
"""

from __future__ import annotations

import re

# A parameter that takes an expression to evaluate: named or described so.
_EXPRESSION_WORDS = frozenset(["expression", "expr", "formula", "equation", "calculation", "arithmetic", "math"])
_PATTERN_WORDS = frozenset(["pattern", "regex", "glob", "query", "search", "filter"])  # searched, not evaluated
_FUNCTIONS = r"sqrt|sin|cos|tan|log|ln|abs|exp"
_NUMBER = r"\d+(?:\.\d+)?"
# Operators said in words, between two operands: "1234 plus 5678", "2 to the power of 16".
_WORD_OPERATORS = (
    (r"plus|added to", "+"),
    (r"minus|less", "-"),
    (r"times|multiplied by|x", "*"),
    (r"divided by|over", "/"),
    (r"to the power of|raised to(?: the power of)?", "**"),
    (r"mod|modulo", "%"),
)
_BETWEEN = r"(?<=[\d)])\s+(?:{words})\s+(?=[\d(])"
_SQUARED = re.compile(rf"({_NUMBER})\s+(squared|cubed)\b", re.IGNORECASE)
_ROOT_OF = re.compile(rf"\bsquare\s+root\s+of\s+({_NUMBER})", re.IGNORECASE)
_PERCENT_OF = re.compile(rf"({_NUMBER})\s*(?:%|percent)\s+of\s+({_NUMBER})", re.IGNORECASE)
# A run of arithmetic: numbers, operators, parentheses and the functions a calculator knows.
_RUN = re.compile(rf"(?:(?:{_FUNCTIONS})\s*\(|[\d(])(?:(?:{_FUNCTIONS})\s*\(|[\d.\s+\-*/^%()×÷−])*", re.IGNORECASE)
# An operation in the run: a dash or a slash only with spaces around it ("555-0100", "3/4/2024" are none).
_OPERATION = re.compile(
    rf"[\d)]\s*(?:\*\*|[+*^%×÷])\s*[\d(]|[\d)]\s+[-/−]\s+[\d(]|(?:{_FUNCTIONS})\s*\(\s*[\d(]", re.IGNORECASE
)
_DATE = re.compile(r"\d{1,4}[-/]\d{1,2}[-/]\d{1,4}")


def takes_an_expression(key: str, description: str) -> bool:
    """Whether a string parameter takes an expression to evaluate (``expression``, "The math formula"),
    not a pattern to search with ("A regular expression to match")."""
    described = re.sub(r"\bregular\s+expressions?\b|\bregex\w*", " ", description.lower())  # a search pattern
    words = {*re.split(r"[_\W]+|(?<=[a-z])(?=[A-Z])", key.lower()), *re.findall(r"[a-z]+", described)}
    return bool(words & _EXPRESSION_WORDS) and not words & _PATTERN_WORDS


def written_expression(request: str) -> str | None:
    """The one run of arithmetic the request writes, with the operators it says in words written as
    operators ("1234 plus 5678" -> ``1234 + 5678``, "15% of 240" -> ``15 / 100 * 240``); ``None`` when it
    writes none (a number alone, a date) or several apart."""
    text = re.sub(r"(?<=\d),(?=\d{3}\b)", "", request)  # "1,234" is one number
    text = _PERCENT_OF.sub(r"\1 / 100 * \2", text)
    text = _ROOT_OF.sub(r"sqrt(\1)", text)
    text = _SQUARED.sub(lambda m: f"{m.group(1)} ** {2 if m.group(2).lower() == 'squared' else 3}", text)
    for words, operator in _WORD_OPERATORS:
        text = re.sub(_BETWEEN.format(words=words), f" {operator} ", text, flags=re.IGNORECASE)
    runs = [_balanced(match.group(0).strip()) for match in _RUN.finditer(text)]
    runs = [run for run in runs if _OPERATION.search(run) and not _DATE.search(run)]
    if len(runs) != 1:
        return None
    return runs[0].replace("×", "*").replace("÷", "/").replace("−", "-")


def _balanced(run: str) -> str:
    """The run without the parentheses at its edges that pair with none inside it ("3)" -> "3")."""
    while run.endswith(")") and run.count(")") > run.count("("):
        run = run[:-1].rstrip()
    while run.startswith("(") and run.count("(") > run.count(")"):
        run = run[1:].lstrip()
    return run.rstrip(" +-*/^%×÷−")
