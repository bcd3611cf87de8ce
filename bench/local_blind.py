# ruff: noqa: E501
"""A blind evaluation set for the embedded local model (`sprig.models.LocalChatModel`).

Written from the outside: the tools, requests and expected calls below were made up without
reading how the local model routes requests to tools, the way an outside judge would write them.
It reuses the harness of ``bench/local_agent.py`` (``CallTask``, ``run_calls``, the exactness
rule ``_same``) on tools that appear nowhere else in the project.

- ``own-blind`` (40 tasks): the right tool offered among two or three others; exactly the
  expected call(s), an answer that states the tool's result, no invented numbers. Some requests
  give optional parameters, a few need two calls.
- ``irrelevant-blind`` (30 tasks): no offered tool can serve the request; the right behaviour is
  no call (same-topic requests for something the tools don't do, general knowledge, chit-chat,
  math the tools don't do, requests sharing a word with a tool).

    PYTHONPATH=src:bench .venv/bin/python bench/local_blind.py            # both sets
    PYTHONPATH=src:bench .venv/bin/python bench/local_blind.py -v         # print each failure
    PYTHONPATH=src:bench .venv/bin/python bench/local_blind.py --json out.jsonl
"""

import argparse
import asyncio
import datetime as dt
import json
import math
import os
import re
import statistics
import sys
from pathlib import Path
from typing import Annotated, Literal, TextIO

_HERE = Path(__file__).resolve().parent
for _path in (_HERE, _HERE.parent / "src"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

import local_agent  # noqa: E402
from local_agent import CallTask, run_calls  # noqa: E402
from sprig import ToolParam, tool  # noqa: E402

# -- tools -----------------------------------------------------------------------------------------

# HR


@tool
def leave_balance(
    employee_name: Annotated[str, ToolParam("Full name of the employee")],
    leave_type: Literal["vacation", "sick", "parental"] = "vacation",
) -> str:
    """Number of leave days an employee has left this year, by type of leave."""
    days = {"vacation": 12.5, "sick": 7, "parental": 30}[leave_type]
    return f"{employee_name} has {days} {leave_type} days left for 2025"


# Inventory


@tool
def stock_level(
    sku: Annotated[str, ToolParam("Product SKU, e.g. AB-1234")],
    warehouse: Literal["berlin", "dallas", "osaka"] = "dallas",
) -> str:
    """Units of a product currently on hand in one of our warehouses."""
    return f"SKU {sku}: 318 units on hand in the {warehouse} warehouse (40 reserved)"


@tool
def reorder_product(sku: str, quantity: int, expedited: bool = False) -> str:
    """Place a purchase order with the supplier to restock a product."""
    delivery = "expedited, arrives in 2 days" if expedited else "standard, arrives in 9 days"
    return f"Purchase order PO-55817 placed: {quantity} x {sku} ({delivery})"


# CRM


@tool
def customer_profile(email: Annotated[str, ToolParam("The customer's email address")]) -> str:
    """Fetch a customer's CRM record: tier, lifetime value and account manager."""
    return f"{email}: Gold tier customer since 2019, lifetime value $8,420, account manager Priya Nair"


@tool
def log_sales_call(
    customer: Annotated[str, ToolParam("Company name of the customer")],
    notes: str,
    outcome: Literal["won", "lost", "follow_up"] = "follow_up",
) -> str:
    """Record a sales call with a customer in the CRM."""
    return f"Logged call with {customer} as activity ACT-2291 (outcome: {outcome})"


# DevOps


@tool
def service_status(
    service: Annotated[str, ToolParam("Service name, e.g. checkout-api")],
    region: Literal["us-east", "eu-west", "ap-south"] = "us-east",
) -> str:
    """Health, uptime and latency of a deployed service."""
    return f"{service} in {region}: healthy, uptime 99.982% over 30 days, p95 latency 143 ms"


@tool
def restart_service(service: str, graceful: bool = True) -> str:
    """Restart a deployed service, draining connections first unless graceful is false."""
    how = "graceful drain" if graceful else "hard restart"
    return f"{service} restarted ({how}), new process id 48213"


@tool
def scale_deployment(deployment: str, replicas: int, namespace: str = "default") -> str:
    """Set the number of replicas of a Kubernetes deployment."""
    return f"Deployment {namespace}/{deployment} scaled to {replicas} replicas (rollout r-7c3e)"


# Finance


@tool
def loan_payment(
    principal: float,
    annual_rate_percent: Annotated[float, ToolParam("Yearly interest rate in percent, e.g. 5.5")],
    months: int,
) -> float:
    """Monthly payment of a fixed-rate amortized loan."""
    rate = annual_rate_percent / 1200
    if rate == 0:
        return round(principal / months, 2)
    return round(principal * rate / (1 - (1 + rate) ** -months), 2)


@tool
def invoice_total(
    amounts: Annotated[list[float], ToolParam("The invoice's line item amounts")],
    tax_percent: float = 0.0,
) -> str:
    """Add up an invoice's line items and apply sales tax."""
    subtotal = sum(amounts)
    tax = subtotal * tax_percent / 100
    return f"Subtotal {subtotal:.2f}, tax {tax:.2f}, total {subtotal + tax:.2f}"


# Travel


@tool
def train_times(
    origin: str,
    destination: str,
    date: Annotated[str, ToolParam("Travel date, YYYY-MM-DD")],
) -> str:
    """Train departures between two cities on a given date."""
    return f"Trains from {origin} to {destination} on {date}: 07:42 (ICE 571), 09:15 (IC 2083), 13:05 (ICE 579)"


@tool
def visa_requirement(passport_country: str, destination_country: str) -> str:
    """Whether a traveller with a given passport needs a visa to enter a country."""
    return f"{passport_country} passport holders can enter {destination_country} visa-free for up to 90 days"


# Sports


@tool
def match_score(team: str, competition: Literal["league", "cup", "friendly"] = "league") -> str:
    """Final score of a team's most recent match."""
    return f"{team} 2-1 Rovers FC in their last {competition} match (full time)"


# Library


@tool
def book_availability(title: str, branch: Literal["central", "riverside", "hillcrest"] = "central") -> str:
    """Check whether a book is on the shelf at a public library branch."""
    return f"'{title}' at the {branch} branch: 7 copies on the shelf"


@tool
def renew_loan(loan_id: Annotated[str, ToolParam("Library loan id, e.g. L-12345")], weeks: int = 2) -> str:
    """Extend the due date of a borrowed library book."""
    due = dt.date(2025, 7, 5) + dt.timedelta(weeks=weeks)
    return f"Loan {loan_id} renewed for {weeks} weeks, new due date {due.isoformat()}"


# Smart home


@tool
def set_thermostat(
    temperature: Annotated[float, ToolParam("Target temperature in degrees Celsius")],
    room: str = "living room",
) -> str:
    """Set the target temperature of a room's thermostat."""
    return f"Thermostat in the {room} set to {temperature:g}°C (heating, ready in about 25 minutes)"


@tool
def toggle_lights(room: str, on: bool) -> str:
    """Switch the lights in a room on or off."""
    return f"Lights in the {room} switched {'on' if on else 'off'}"


# Calendar


@tool
def free_slots(date: Annotated[str, ToolParam("Day to check, YYYY-MM-DD")], duration_minutes: int = 30) -> str:
    """List the open slots in my work calendar on a given day."""
    return f"Free on {date} for {duration_minutes} minutes: 10:30, 14:00, 16:15"


# Git / issue tracker


@tool
def open_issue(
    repository: Annotated[str, ToolParam("Repository as owner/name")],
    title: str,
    labels: list[str] | None = None,
) -> str:
    """Open a new issue in a repository's issue tracker."""
    tagged = f" [{', '.join(labels)}]" if labels else ""
    return f"Opened issue #482 in {repository}: {title}{tagged}"


@tool
def pr_status(repository: Annotated[str, ToolParam("Repository as owner/name")], number: int) -> str:
    """CI checks and review state of a pull request."""
    return f"PR #{number} in {repository}: 14/14 checks passing, 2 approvals, mergeable"


# Shipping


@tool
def shipping_quote(
    weight_kg: float,
    destination_country: str,
    service: Literal["economy", "express"] = "economy",
) -> str:
    """Price and delivery time to ship a parcel abroad."""
    price = (4.5 + 2.1 * weight_kg) * (2 if service == "express" else 1)
    days = 2 if service == "express" else 6
    return f"{service.capitalize()} shipping of {weight_kg:g} kg to {destination_country}: EUR {price:.2f}, {days} business days"


# Unit conversion

_LITERS = {"liters": 1.0, "gallons": 3.78541, "cups": 0.236588, "milliliters": 0.001}


@tool
def convert_volume(
    value: float,
    from_unit: Literal["liters", "gallons", "cups", "milliliters"],
    to_unit: Literal["liters", "gallons", "cups", "milliliters"],
) -> str:
    """Convert a volume between liters, US gallons, US cups and milliliters."""
    result = value * _LITERS[from_unit] / _LITERS[to_unit]
    return f"{value:g} {from_unit} = {result:.2f} {to_unit}"


# Math / statistics


@tool
def standard_deviation(values: list[float], sample: bool = False) -> float:
    """Standard deviation of a list of numbers (population by default, sample if asked)."""
    return round(statistics.stdev(values) if sample else statistics.pstdev(values), 4)


@tool
def gcd(a: int, b: int) -> int:
    """Greatest common divisor of two integers."""
    return math.gcd(a, b)


# Text utilities


@tool
def slugify(text: str, separator: Literal["-", "_"] = "-") -> str:
    """Turn a title into a lowercase URL slug."""
    return separator.join(re.findall(r"[a-z0-9]+", text.lower()))


@tool
def acronym(phrase: str) -> str:
    """Build the acronym of a phrase from the first letter of each word."""
    return "".join(word[0].upper() for word in phrase.split() if word)


BLIND_TOOLS = {
    f.__name__: f
    for f in (leave_balance, stock_level, reorder_product, customer_profile, log_sales_call, service_status,
              restart_service, scale_deployment, loan_payment, invoice_total, train_times, visa_requirement,
              match_score, book_availability, renew_loan, set_thermostat, toggle_lights, free_slots, open_issue,
              pr_status, shipping_quote, convert_volume, standard_deviation, gcd, slugify, acronym)
}  # fmt: skip
assert not set(BLIND_TOOLS) & set(local_agent.ALL_TOOLS), "a blind tool shadows a harness tool"
local_agent.ALL_TOOLS.update(BLIND_TOOLS)  # run_calls looks tools up there

# -- tasks -----------------------------------------------------------------------------------------

# The right tool among two or three others.
# fmt: off
OWN_BLIND = [
    CallTask("How many leave days does Maria Lopez have left?", ["service_status", "leave_balance", "visa_requirement"],
             [("leave_balance", {"employee_name": "Maria Lopez"})], ["12.5"]),
    CallTask("how many sick days are left for Tom Becker", ["leave_balance", "free_slots", "customer_profile"],
             [("leave_balance", {"employee_name": "Tom Becker", "leave_type": "sick"})], ["7"]),
    CallTask("How many units of KB-2041 do we have on hand?", ["reorder_product", "stock_level", "shipping_quote"],
             [("stock_level", {"sku": "KB-2041"})], ["318"]),
    CallTask("do we still have AX-900 in stock?", ["stock_level", "book_availability", "toggle_lights"],
             [("stock_level", {"sku": "AX-900"})], ["318"]),
    CallTask("Please reorder 250 units of KB-2041 from the supplier.", ["stock_level", "invoice_total", "reorder_product"],
             [("reorder_product", {"sku": "KB-2041", "quantity": 250})], ["PO-55817"]),
    CallTask("I need an expedited restock: order 40 of PX-17 right away", ["reorder_product", "scale_deployment", "renew_loan"],
             [("reorder_product", {"sku": "PX-17", "quantity": 40, "expedited": True})], ["PO-55817"]),
    CallTask("Pull up the CRM record for jane.doe@acme.io", ["log_sales_call", "customer_profile", "leave_balance"],
             [("customer_profile", {"email": "jane.doe@acme.io"})], ["Gold"]),
    CallTask('Log a sales call with Northwind Traders, notes: "Interested in the enterprise plan, send pricing by Friday"',
             ["customer_profile", "open_issue", "log_sales_call"],
             [("log_sales_call", {"customer": "Northwind Traders", "notes": "Interested in the enterprise plan, send pricing by Friday"})],
             ["ACT-2291"]),
    CallTask("Record a call with Globex, we closed the deal! Notes: 'Signed 3-year contract'. Mark the outcome as won.",
             ["log_sales_call", "reorder_product", "pr_status"],
             [("log_sales_call", {"customer": "Globex", "notes": "Signed 3-year contract", "outcome": "won"})], ["ACT-2291"]),
    CallTask("Can you check the health of both checkout-api and billing-api?", ["restart_service", "scale_deployment", "service_status"],
             [("service_status", {"service": "checkout-api"}), ("service_status", {"service": "billing-api"})], ["99.982"]),
    CallTask("What's the uptime of search-indexer in eu-west?", ["service_status", "match_score", "stock_level"],
             [("service_status", {"service": "search-indexer", "region": "eu-west"})], ["99.982"]),
    CallTask("restart the payments-worker service", ["service_status", "restart_service", "set_thermostat"],
             [("restart_service", {"service": "payments-worker"})], ["48213"]),
    CallTask("Restart auth-gateway without a graceful drain, a hard restart is fine.", ["scale_deployment", "restart_service", "toggle_lights"],
             [("restart_service", {"service": "auth-gateway", "graceful": False})], ["48213"]),
    CallTask("Restart payments-worker, then scale the web-frontend deployment to 4 replicas.",
             ["scale_deployment", "restart_service", "reorder_product"],
             [("restart_service", {"service": "payments-worker"}), ("scale_deployment", {"deployment": "web-frontend", "replicas": 4})],
             ["48213", "4 replicas"]),
    CallTask("Can you scale the image-resizer deployment to eight replicas?", ["open_issue", "scale_deployment", "service_status"],
             [("scale_deployment", {"deployment": "image-resizer", "replicas": 8})], ["8 replicas"]),
    CallTask("What's the monthly payment on a $250,000 loan at 6.5% over 360 months?", ["invoice_total", "loan_payment", "shipping_quote"],
             [("loan_payment", {"principal": 250000, "annual_rate_percent": 6.5, "months": 360})], ["1580.17"]),
    CallTask("What's the GCD of 84 and 126? And of 35 and 64?", ["loan_payment", "standard_deviation", "gcd"],
             [("gcd", {"a": 84, "b": 126}), ("gcd", {"a": 35, "b": 64})], ["42", "1"]),
    CallTask("Total up this invoice: 120, 45.50 and 80", ["standard_deviation", "invoice_total", "loan_payment"],
             [("invoice_total", {"amounts": [120, 45.5, 80]})], ["245.50"]),
    CallTask("Invoice lines are 19.99, 5.01 and 75. Add 20% tax and give me the total.", ["invoice_total", "convert_volume", "shipping_quote"],
             [("invoice_total", {"amounts": [19.99, 5.01, 75], "tax_percent": 20})], ["120.00"]),
    CallTask("Any trains from Hamburg to Munich on 2025-09-12?", ["visa_requirement", "train_times", "free_slots"],
             [("train_times", {"origin": "Hamburg", "destination": "Munich", "date": "2025-09-12"})], ["07:42"]),
    CallTask("I hold a passport from Canada. Do I need a visa to visit Japan?", ["train_times", "leave_balance", "visa_requirement"],
             [("visa_requirement", {"passport_country": "Canada", "destination_country": "Japan"})], ["90 days"]),
    CallTask("What was the score in Arsenal's last match?", ["match_score", "book_availability", "pr_status"],
             [("match_score", {"team": "Arsenal"})], ["2-1"]),
    CallTask("how did Celtic do in their most recent cup match", ["service_status", "match_score", "customer_profile"],
             [("match_score", {"team": "Celtic", "competition": "cup"})], ["2-1"]),
    CallTask("Is The Left Hand of Darkness available at the library?", ["renew_loan", "book_availability", "visa_requirement"],
             [("book_availability", {"title": "The Left Hand of Darkness"})], ["7"]),
    CallTask("Check if the riverside branch has Dune on the shelf", ["book_availability", "stock_level", "renew_loan"],
             [("book_availability", {"title": "Dune", "branch": "riverside"})], ["7"]),
    CallTask("Renew my library loan L-88231", ["book_availability", "renew_loan", "reorder_product"],
             [("renew_loan", {"loan_id": "L-88231"})], ["2025-07-19"]),
    CallTask("Please extend loan L-10457 by 4 weeks.", ["renew_loan", "leave_balance", "set_thermostat"],
             [("renew_loan", {"loan_id": "L-10457", "weeks": 4})], ["2025-08-02"]),
    CallTask("Set the thermostat to 21.5 degrees", ["toggle_lights", "set_thermostat", "convert_volume"],
             [("set_thermostat", {"temperature": 21.5})], ["21.5"]),
    CallTask("Make the bedroom 19 degrees, thanks", ["set_thermostat", "toggle_lights", "free_slots"],
             [("set_thermostat", {"temperature": 19, "room": "bedroom"})], ["19"]),
    CallTask("Turn on the lights in the hallway and set the thermostat to 22 degrees.", ["set_thermostat", "service_status", "toggle_lights"],
             [("toggle_lights", {"room": "hallway", "on": True}), ("set_thermostat", {"temperature": 22})], ["on", "22"]),
    CallTask("When am I free on 2025-11-03?", ["free_slots", "train_times", "leave_balance"],
             [("free_slots", {"date": "2025-11-03"})], ["10:30", "16:15"]),
    CallTask("Find me a free 90-minute slot on 2025-10-21", ["log_sales_call", "free_slots", "match_score"],
             [("free_slots", {"date": "2025-10-21", "duration_minutes": 90})], ["10:30"]),
    CallTask('Open an issue in acme/webshop titled "Checkout button unresponsive on Safari"', ["pr_status", "open_issue", "customer_profile"],
             [("open_issue", {"repository": "acme/webshop", "title": "Checkout button unresponsive on Safari"})], ["482"]),
    CallTask("What's the status of PR 317 in acme/webshop?", ["open_issue", "restart_service", "pr_status"],
             [("pr_status", {"repository": "acme/webshop", "number": 317})], ["mergeable"]),
    CallTask("How much would it cost to ship a 3.2 kg parcel to Norway?", ["shipping_quote", "convert_volume", "reorder_product"],
             [("shipping_quote", {"weight_kg": 3.2, "destination_country": "Norway"})], ["11.22"]),
    CallTask("Convert 5 gallons to liters", ["loan_payment", "convert_volume", "set_thermostat"],
             [("convert_volume", {"value": 5, "from_unit": "gallons", "to_unit": "liters"})], ["18.93"]),
    CallTask("What's the standard deviation of 4, 8, 15, 16, 23, 42?", ["invoice_total", "gcd", "standard_deviation"],
             [("standard_deviation", {"values": [4, 8, 15, 16, 23, 42]})], ["12.3153"]),
    CallTask("gcd of 462 and 1071", ["gcd", "standard_deviation", "loan_payment"],
             [("gcd", {"a": 462, "b": 1071})], ["21"]),
    CallTask("Make a URL slug for 'Ten Tips for Faster Python Builds'", ["acronym", "slugify", "open_issue"],
             [("slugify", {"text": "Ten Tips for Faster Python Builds"})], ["ten-tips-for-faster-python-builds"]),
    CallTask("I need the acronym for portable network graphics", ["convert_volume", "slugify", "acronym"],
             [("acronym", {"phrase": "portable network graphics"})], ["PNG"]),
]

# No offered tool can serve the request: the right behaviour is no call.
IRRELEVANT_BLIND = [
    CallTask("Cancel my 3pm meeting tomorrow", ["free_slots", "train_times", "leave_balance"], []),
    CallTask("Approve Maria Lopez's vacation request for next week", ["leave_balance", "free_slots", "customer_profile"], []),
    CallTask("What's Tom Becker's salary?", ["leave_balance", "customer_profile", "log_sales_call"], []),
    CallTask("Delete SKU KB-2041 from the product catalog", ["stock_level", "reorder_product", "shipping_quote"], []),
    CallTask("Cancel purchase order PO-55817, we ordered too many", ["reorder_product", "stock_level", "invoice_total"], []),
    CallTask("Change the account manager for jane.doe@acme.io to Tom Becker", ["customer_profile", "log_sales_call", "leave_balance"], []),
    CallTask("Roll back checkout-api to the previous release", ["restart_service", "service_status", "scale_deployment"], []),
    CallTask("Show me the last 50 lines of the auth-gateway logs", ["service_status", "restart_service", "open_issue"], []),
    CallTask("How do I restart my iPhone when the screen is frozen?", ["restart_service", "toggle_lights", "service_status"], []),
    CallTask("What notes are in the D minor scale?", ["scale_deployment", "convert_volume", "acronym"], []),
    CallTask("Book me a seat on the 07:42 train from Hamburg to Munich", ["train_times", "visa_requirement", "free_slots"], []),
    CallTask("How do I train a puppy to sit?", ["train_times", "book_availability", "match_score"], []),
    CallTask("When does Arsenal play their next match?", ["match_score", "free_slots", "train_times"], []),
    CallTask("Who won the 2018 FIFA World Cup?", ["match_score", "visa_requirement", "train_times"], []),
    CallTask("Reserve a copy of Dune for me at the central branch", ["book_availability", "renew_loan", "stock_level"], []),
    CallTask("Who wrote The Left Hand of Darkness?", ["book_availability", "renew_loan", "acronym"], []),
    CallTask("What's the temperature in the living room right now?", ["set_thermostat", "toggle_lights", "service_status"], []),
    CallTask("Lock the front door", ["toggle_lights", "set_thermostat", "restart_service"], []),
    CallTask("Merge PR 317 in acme/webshop", ["pr_status", "open_issue", "restart_service"], []),
    CallTask("Close issue #482 in acme/webshop, it's fixed", ["open_issue", "pr_status", "log_sales_call"], []),
    CallTask("What was on the cover of the first issue of Time magazine?", ["open_issue", "book_availability", "pr_status"], []),
    CallTask("Has my parcel with tracking number 7731-0042-RX been delivered yet?", ["shipping_quote", "stock_level", "train_times"], []),
    CallTask("How many tablespoons are in a cup?", ["convert_volume", "invoice_total", "gcd"], []),
    CallTask("What's the median of 3, 9, 4, 12 and 7?", ["standard_deviation", "invoice_total", "gcd"], []),
    CallTask("What is 17 to the power of 3?", ["gcd", "standard_deviation", "invoice_total"], []),
    CallTask("How do I balance a chemical equation?", ["leave_balance", "invoice_total", "standard_deviation"], []),
    CallTask("Write a haiku about autumn leaves", ["slugify", "acronym", "book_availability"], []),
    CallTask("What does the acronym NASA stand for?", ["acronym", "slugify", "book_availability"], []),
    CallTask("Tell me a joke about programmers", ["open_issue", "pr_status", "restart_service"], []),
    CallTask("Can you explain what a credit score is?", ["loan_payment", "customer_profile", "invoice_total"], []),
]
# fmt: on

SETS = {"own-blind": OWN_BLIND, "irrelevant-blind": IRRELEVANT_BLIND}


async def _run(names: list[str], verbose: bool, sink: TextIO | None) -> None:
    from sprig.models import LocalChatModel

    model = LocalChatModel()
    try:
        for name in names:
            outcomes = []
            for task in SETS[name]:
                outcome = await run_calls(model, task)
                outcomes.append(outcome)
                if sink is not None:
                    sink.write(json.dumps(local_agent.outcome_record(outcome, set=name)) + "\n")
                    sink.flush()
                ok = outcome.exact and (outcome.states or not name.startswith("own"))
                if verbose and not ok:
                    print(f"-- {outcome.seconds:5.1f} s  {task.prompt}")
                    print(f"       expected: {task.expected}  needles: {task.answer}")
                    print(f"       calls: {outcome.calls}\n       answer: {outcome.answer!r}", flush=True)
            print(local_agent.summary_line(name, outcomes), flush=True)
    finally:
        await model.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", action="store_true", help="print each failure (call, answer)")
    parser.add_argument("--set", action="append", choices=list(SETS), help="the sets to run (default: both)")
    parser.add_argument("--json", metavar="PATH", help="write each outcome as a JSON line to PATH")
    args = parser.parse_args()
    print(f"load average at start {os.getloadavg()[0]:.1f}", flush=True)
    sink = open(args.json, "w", encoding="utf-8") if args.json else None  # noqa: SIM115
    try:
        asyncio.run(_run(args.set or list(SETS), args.v, sink))
    finally:
        if sink is not None:
            sink.close()


if __name__ == "__main__":
    main()
