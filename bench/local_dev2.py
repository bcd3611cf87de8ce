# ruff: noqa: E501
"""A second development set for the embedded local model, written from the outside.

Thirty-two app-style tools the model has never seen (tickets, a package registry, a database
helper, music, fitness, pharmacy, parking, banking, CI, a dictionary, geometry, statistics, string
utilities, recipes, school, library, a weather station, domains, shipping, colours, dates) and two
sets run in-process through ``local_agent.run_calls`` on one ``LocalChatModel``:

- ``own-dev2``: 50 requests, the right tool among two or three others: exact calls, answer states
  the result, nothing invented;
- ``irrelevant-dev2``: 40 requests no offered tool can serve: no call.

    PYTHONPATH=src:bench .venv/bin/python bench/local_dev2.py
    PYTHONPATH=src:bench .venv/bin/python bench/local_dev2.py --set own-dev2 -v --json /tmp/dev2.json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import statistics
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Annotated, Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parent))

import local_agent
from local_agent import CallTask
from sprig import ToolParam, tool

# --- Tools -----------------------------------------------------------------------------------------

_TICKETS = {"TCK-7": "in progress, assigned to Dana Whitfield", "TCK-12": "waiting for customer reply"}


def _code(text: str, modulo: int = 1000) -> int:
    return sum(ord(c) for c in text) % modulo


@tool
def create_ticket(title: str, priority: Literal["low", "medium", "high"] = "medium") -> str:
    """Open a new ticket in the issue tracker."""
    return f"Created ticket TCK-{5000 + _code(title)} '{title}' with {priority} priority."


@tool
def close_ticket(
    ticket_id: Annotated[str, ToolParam("Ticket id, e.g. TCK-1042")],
    resolution: Literal["fixed", "duplicate", "wont_fix"] = "fixed",
) -> str:
    """Close an existing ticket with a resolution."""
    return f"Ticket {ticket_id} closed as {resolution}."


@tool
def get_ticket_status(ticket_id: Annotated[str, ToolParam("Ticket id, e.g. TCK-1042")]) -> str:
    """Get the current status and assignee of a ticket."""
    return f"Ticket {ticket_id} is {_TICKETS.get(ticket_id.upper(), 'open and unassigned')}."


_VERSIONS = {"requests": "2.32.3", "numpy": "2.1.3", "pandas": "2.2.3", "django": "5.1.4", "flask": "3.1.0"}


@tool
def latest_version(package: str) -> str:
    """Latest released version of a Python package on the package index."""
    return f"{package} {_VERSIONS.get(package.lower(), '0.4.2')} (released 2026-03-18)"


_ROWS = {"main.orders": 48213, "analytics.users": 7750, "main.users": 1902}


@tool
def count_rows(table: str, database: str = "main") -> str:
    """Count the rows of a database table."""
    rows = _ROWS.get(f"{database}.{table}".lower(), 100 + _code(table, 900))
    return f"{database}.{table} has {rows} rows."


_TRACKS = {
    "radiohead": ["Creep", "Karma Police", "No Surprises", "Paranoid Android", "High and Dry"],
    "adele": ["Hello", "Someone Like You", "Rolling in the Deep", "Skyfall", "Easy on Me"],
}


@tool
def top_tracks(artist: str, limit: int = 5) -> str:
    """The most played tracks of an artist in the music library."""
    tracks = _TRACKS.get(
        artist.lower(), ["Untitled One", "Untitled Two", "Untitled Three", "Untitled Four", "Untitled Five"]
    )
    return f"Top tracks by {artist}: " + "; ".join(tracks[:limit])


@tool
def create_playlist(name: str, songs: Annotated[list[str], ToolParam("Song titles to put in the playlist")]) -> str:
    """Create a playlist in the music library from song titles."""
    return f"Playlist '{name}' created with {len(songs)} songs (id PL-{_code(name, 9000) + 1000})."


_CALORIES_PER_MINUTE = {"running": 11, "cycling": 8, "swimming": 10, "yoga": 4}


@tool
def log_workout(activity: Literal["running", "cycling", "swimming", "yoga"], minutes: int) -> str:
    """Log a workout in the fitness tracker."""
    return f"Logged {minutes} minutes of {activity}: {minutes * _CALORIES_PER_MINUTE[activity]} kcal burned."


@tool
def steps_today() -> str:
    """How many steps the fitness tracker has counted today."""
    return "You have walked 8432 steps today (goal 10000)."


@tool
def drug_interactions(drug_a: str, drug_b: str) -> str:
    """Check whether two medications interact."""
    pair = {drug_a.lower(), drug_b.lower()}
    if pair == {"ibuprofen", "warfarin"}:
        return "ibuprofen + warfarin: MAJOR interaction, increased bleeding risk. Ask the pharmacist."
    return f"{drug_a} + {drug_b}: no known interaction."


@tool
def find_parking(near: str, max_price: float | None = None) -> str:
    """Find parking spots near a place, optionally capped at a price per hour in dollars."""
    spots = [(f"{near} Garage", 7.75), ("Beach Street Lot", 5.25), ("City Lot 12", 3.50)]
    if max_price is not None:
        spots = [spot for spot in spots if spot[1] <= max_price]
    return f"Parking near {near}: " + "; ".join(f"{name} ${price:.2f}/hour" for name, price in spots)


@tool
def pay_parking(
    plate: Annotated[str, ToolParam("License plate of the car")],
    zone: int,
    hours: int = 1,
) -> str:
    """Pay for street parking in a numbered zone."""
    return f"Paid ${3.5 * hours:.2f} for {hours} h in zone {zone} for {plate}; receipt PRK-{zone}-{plate}."


@tool
def account_balance(account: Literal["checking", "savings"]) -> str:
    """Current balance of one of my bank accounts."""
    return {"checking": "Checking balance: $2418.55", "savings": "Savings balance: $10250.00"}[account]


@tool
def transfer_money(
    amount: float,
    to_account: Annotated[str, ToolParam("Recipient account number or email")],
    memo: str = "",
) -> str:
    """Transfer money from my checking account to another account."""
    note = f" memo '{memo}'" if memo else ""
    return f"Transferred ${amount:.2f} to {to_account}{note}; confirmation TRF-{_code(to_account, 90000) + 10000}."


@tool
def rerun_build(build_id: int) -> str:
    """Restart a CI build."""
    return f"Build #{build_id} restarted as build #{build_id + 14}."


_BUILDS = {1287: "passed in 6m 12s", 1290: "failed at step 'integration tests' after 9m 40s"}


@tool
def build_status(build_id: int) -> str:
    """Status of a CI build."""
    return f"Build #{build_id} {_BUILDS.get(build_id, 'is still running (step 3 of 5)')}."


_ANTONYMS = {"generous": "stingy, selfish", "ancient": "modern, new", "brave": "cowardly, timid"}


@tool
def antonyms(word: str) -> str:
    """Words with the opposite meaning."""
    return f"Antonyms of {word}: {_ANTONYMS.get(word.lower(), 'none found')}"


@tool
def volume_of_cylinder(radius: float, height: float) -> float:
    """Volume of a cylinder."""
    return round(math.pi * radius * radius * height, 2)


@tool
def hypotenuse(a: float, b: float) -> float:
    """Length of the hypotenuse of a right triangle from its two legs."""
    return round(math.hypot(a, b), 3)


@tool
def median(values: list[float]) -> float:
    """Median of a list of numbers."""
    return statistics.median(values)


@tool
def standard_deviation(values: list[float], sample: bool = False) -> float:
    """Standard deviation of a list of numbers (population by default, sample if asked)."""
    return round(statistics.stdev(values) if sample else statistics.pstdev(values), 3)


@tool
def reverse_text(text: Annotated[str, ToolParam("The text to reverse")]) -> str:
    """Reverse a piece of text character by character."""
    return text[::-1]


@tool
def count_vowels(text: str) -> int:
    """Count the vowels (a, e, i, o, u) in a text."""
    return sum(c in "aeiou" for c in text.lower())


@tool
def scale_recipe(recipe: str, servings: int) -> str:
    """Scale a saved recipe's ingredient amounts to a number of servings."""
    if recipe.lower() == "pancakes":
        f = servings / 4
        return f"Pancakes for {servings}: {1.5 * f:g} cups flour, {1.25 * f:g} cups milk, {2 * f:g} eggs."
    return f"{recipe} for {servings}: multiply every amount by {servings / 4:g}."


@tool
def student_grade(student: str, course: str) -> str:
    """A student's current grade in a course."""
    if (student.lower(), course.lower()) == ("maya chen", "chemistry"):
        return "Maya Chen: B+ (87%) in Chemistry."
    return f"{student}: A- (91%) in {course}."


@tool
def renew_book(barcode: Annotated[str, ToolParam("Library barcode, e.g. LIB-20931")], weeks: int = 2) -> str:
    """Renew a borrowed library book."""
    due = date(2026, 5, 1) + timedelta(weeks=weeks)
    return f"{barcode} renewed; new due date {due.isoformat()}."


_UV = {"lisbon": "8 (very high)", "oslo": "2 (low)", "madrid": "9 (very high)"}


@tool
def uv_index(city: str) -> str:
    """Current UV index measured by the weather station in a city."""
    return f"UV index in {city}: {_UV.get(city.lower(), '5 (moderate)')}"


_AIR = {"delhi": "AQI 182 (unhealthy), main pollutant PM2.5", "madrid": "AQI 41 (good), main pollutant ozone"}


@tool
def air_quality(city: str) -> str:
    """Current air quality index measured by the weather station in a city."""
    return f"Air quality in {city}: {_AIR.get(city.lower(), 'AQI 63 (moderate)')}"


@tool
def check_domain(domain: str) -> str:
    """Check whether an internet domain name is available to register."""
    return f"{domain} is available for $14.00/year."


@tool
def shipping_cost(weight_kg: float, destination_country: str, express: bool = False) -> str:
    """Price of shipping a parcel abroad."""
    price = (9.5 + 4.2 * weight_kg) * (1.8 if express else 1)
    return f"{'Express' if express else 'Standard'} shipping of {weight_kg:g} kg to {destination_country}: ${price:.2f}"


@tool
def hex_to_rgb(hex_color: Annotated[str, ToolParam("Color as hex, e.g. #1A2B3C")]) -> str:
    """Convert a hex color code to RGB values."""
    h = hex_color.lstrip("#")
    return "rgb({}, {}, {})".format(*(int(h[i : i + 2], 16) for i in (0, 2, 4)))


@tool
def days_between(start_date: str, end_date: str) -> int:
    """Number of days between two dates given as YYYY-MM-DD."""
    return (date.fromisoformat(end_date) - date.fromisoformat(start_date)).days


DEV2_TOOLS = {
    f.__name__: f
    for f in (create_ticket, close_ticket, get_ticket_status, latest_version, count_rows, top_tracks,
              create_playlist, log_workout, steps_today, drug_interactions, find_parking, pay_parking,
              account_balance, transfer_money, rerun_build, build_status, antonyms, volume_of_cylinder,
              hypotenuse, median, standard_deviation, reverse_text, count_vowels, scale_recipe,
              student_grade, renew_book, uv_index, air_quality, check_domain, shipping_cost, hex_to_rgb,
              days_between)
}  # fmt: skip

_clash = set(DEV2_TOOLS) & set(local_agent.ALL_TOOLS)
assert not _clash, f"tool names already in local_agent.ALL_TOOLS: {sorted(_clash)}"
local_agent.ALL_TOOLS.update(DEV2_TOOLS)

# --- Tasks: the right tool among two or three others ------------------------------------------------

OWN_DEV2 = [
    # tickets
    CallTask("Open a ticket titled 'Login page times out' with high priority.", ["get_ticket_status", "create_ticket", "median"], [("create_ticket", {"title": "Login page times out", "priority": "high"})], ["TCK-5904"]),
    CallTask("What's the status of ticket TCK-7?", ["close_ticket", "get_ticket_status", "create_ticket"], [("get_ticket_status", {"ticket_id": "TCK-7"})], ["Dana Whitfield"]),
    CallTask("Please close TCK-1042, it's a duplicate of another one.", ["get_ticket_status", "uv_index", "close_ticket"], [("close_ticket", {"ticket_id": "TCK-1042", "resolution": "duplicate"})], ["closed"]),
    CallTask("close ticket TCK-88", ["close_ticket", "create_ticket", "latest_version"], [("close_ticket", {"ticket_id": "TCK-88"})], ["closed"]),
    CallTask("I need a new ticket: \"Export to CSV drops the last row\"", ["antonyms", "create_ticket", "close_ticket"], [("create_ticket", {"title": "Export to CSV drops the last row"})], ["TCK-5950"]),
    # package registry, database
    CallTask("what's the latest version of requests on PyPI?", ["count_rows", "latest_version", "reverse_text"], [("latest_version", {"package": "requests"})], ["2.32.3"]),
    CallTask("Latest django release?", ["student_grade", "check_domain", "latest_version"], [("latest_version", {"package": "django"})], ["5.1.4"]),
    CallTask("How many rows are in the orders table?", ["median", "count_rows", "steps_today"], [("count_rows", {"table": "orders"})], ["48213"]),
    CallTask("Can you count the rows of the users table in the analytics database?", ["count_rows", "latest_version", "count_vowels"], [("count_rows", {"table": "users", "database": "analytics"})], ["7750"]),
    # music
    CallTask("Show me the top tracks by Radiohead", ["create_playlist", "top_tracks", "antonyms"], [("top_tracks", {"artist": "Radiohead"})], ["Karma Police"]),
    CallTask("Give me Adele's top 3 songs.", ["top_tracks", "create_playlist", "log_workout"], [("top_tracks", {"artist": "Adele", "limit": 3})], ["Rolling in the Deep"]),
    CallTask("Make a playlist called Road Trip with 'Hotel California' and 'Africa'.", ["top_tracks", "hex_to_rgb", "create_playlist"], [("create_playlist", {"name": "Road Trip", "songs": ["Hotel California", "Africa"]})], ["2 songs"]),
    # fitness
    CallTask("Log a 45 minute run for me", ["steps_today", "log_workout", "hypotenuse"], [("log_workout", {"activity": "running", "minutes": 45})], ["495"]),
    CallTask("I did 30 minutes of yoga this morning, please log it.", ["log_workout", "steps_today", "renew_book"], [("log_workout", {"activity": "yoga", "minutes": 30})], ["120"]),
    CallTask("How many steps have I taken today?", ["log_workout", "air_quality", "steps_today"], [("steps_today", {})], ["8432"]),
    # pharmacy
    CallTask("Can you check if ibuprofen interacts with warfarin?", ["drug_interactions", "median", "scale_recipe"], [("drug_interactions", {"drug_a": "ibuprofen", "drug_b": "warfarin"})], ["bleeding"]),
    # parking
    CallTask("Find parking near Union Square", ["pay_parking", "find_parking", "uv_index"], [("find_parking", {"near": "Union Square"})], ["City Lot 12"]),
    CallTask("Any parking near Pier 39 for at most 6 dollars an hour?", ["find_parking", "pay_parking", "shipping_cost"], [("find_parking", {"near": "Pier 39", "max_price": 6})], ["Beach Street Lot"]),
    CallTask("Pay for 2 hours of parking in zone 4102, plate 7ABC123.", ["find_parking", "account_balance", "pay_parking"], [("pay_parking", {"plate": "7ABC123", "zone": 4102, "hours": 2})], ["7.00"]),
    # bank
    CallTask("What's my checking account balance?", ["transfer_money", "account_balance", "count_vowels"], [("account_balance", {"account": "checking"})], ["2418.55"]),
    CallTask("Transfer $250 to alice@example.com", ["account_balance", "days_between", "transfer_money"], [("transfer_money", {"amount": 250, "to_account": "alice@example.com"})], ["TRF-"]),
    CallTask("Send 1200 to savings-2291 with the memo 'rent for June'.", ["transfer_money", "account_balance", "pay_parking"], [("transfer_money", {"amount": 1200, "to_account": "savings-2291", "memo": "rent for June"})], ["TRF-"]),
    # CI
    CallTask("Rerun build 1287", ["build_status", "rerun_build", "latest_version"], [("rerun_build", {"build_id": 1287})], ["1301"]),
    CallTask("Did build #1290 pass?", ["rerun_build", "create_ticket", "build_status"], [("build_status", {"build_id": 1290})], ["integration tests"]),
    # dictionary
    CallTask("What's the opposite of 'generous'?", ["antonyms", "reverse_text", "student_grade"], [("antonyms", {"word": "generous"})], ["stingy"]),
    # geometry
    CallTask("Volume of a cylinder with radius 3 and height 10?", ["hypotenuse", "volume_of_cylinder", "median"], [("volume_of_cylinder", {"radius": 3, "height": 10})], ["282.74"]),
    CallTask("A right triangle has legs 5 and 12. How long is the hypotenuse?", ["volume_of_cylinder", "standard_deviation", "hypotenuse"], [("hypotenuse", {"a": 5, "b": 12})], ["13"]),
    # statistics
    CallTask("median of 4, 8, 15, 16, 23, 42", ["median", "standard_deviation", "count_rows"], [("median", {"values": [4, 8, 15, 16, 23, 42]})], ["15.5"]),
    CallTask("Standard deviation of 2, 4, 4, 4, 5, 5, 7, 9 please", ["median", "standard_deviation", "hypotenuse"], [("standard_deviation", {"values": [2, 4, 4, 4, 5, 5, 7, 9]})], ["2"]),
    CallTask("What's the sample standard deviation of 10, 12, 23, 23, 16, 23, 21, 16?", ["count_vowels", "median", "standard_deviation"], [("standard_deviation", {"values": [10, 12, 23, 23, 16, 23, 21, 16], "sample": True})], ["5.237"]),
    # strings
    CallTask("Reverse the text 'stressed'", ["reverse_text", "antonyms", "count_vowels"], [("reverse_text", {"text": "stressed"})], ["desserts"]),
    CallTask("How many vowels are in \"onomatopoeia\"?", ["reverse_text", "count_vowels", "count_rows"], [("count_vowels", {"text": "onomatopoeia"})], ["8"]),
    # recipes, school, library
    CallTask("Scale the recipe for pancakes to 8 servings.", ["student_grade", "volume_of_cylinder", "scale_recipe"], [("scale_recipe", {"recipe": "pancakes", "servings": 8})], ["3 cups flour"]),
    CallTask("What grade does Maya Chen have in Chemistry?", ["student_grade", "renew_book", "antonyms"], [("student_grade", {"student": "Maya Chen", "course": "Chemistry"})], ["B+"]),
    CallTask("Renew library book LIB-20931", ["check_domain", "renew_book", "student_grade"], [("renew_book", {"barcode": "LIB-20931"})], ["2026-05-15"]),
    CallTask("Can you renew LIB-55120 for 3 weeks?", ["renew_book", "rerun_build", "scale_recipe"], [("renew_book", {"barcode": "LIB-55120", "weeks": 3})], ["2026-05-22"]),
    # weather station
    CallTask("What's the UV index in Lisbon right now?", ["air_quality", "uv_index", "steps_today"], [("uv_index", {"city": "Lisbon"})], ["very high"]),
    CallTask("How's the air quality in Delhi today?", ["uv_index", "hex_to_rgb", "air_quality"], [("air_quality", {"city": "Delhi"})], ["182"]),
    # domains, shipping, colours, dates
    CallTask("Is the domain sprigtools.dev available?", ["check_domain", "shipping_cost", "latest_version"], [("check_domain", {"domain": "sprigtools.dev"})], ["available"]),
    CallTask("How much does it cost to ship a 2.5 kg parcel to Japan?", ["days_between", "shipping_cost", "check_domain"], [("shipping_cost", {"weight_kg": 2.5, "destination_country": "Japan"})], ["20.00"]),
    CallTask("I need to ship 4 kg to Canada by express, what's the price?", ["find_parking", "check_domain", "shipping_cost"], [("shipping_cost", {"weight_kg": 4, "destination_country": "Canada", "express": True})], ["47.34"]),
    CallTask("Convert #FF5733 to RGB", ["hex_to_rgb", "reverse_text", "volume_of_cylinder"], [("hex_to_rgb", {"hex_color": "#FF5733"})], ["255, 87, 51"]),
    CallTask("How many days are there between 2026-05-01 and 2026-08-15?", ["renew_book", "days_between", "median"], [("days_between", {"start_date": "2026-05-01", "end_date": "2026-08-15"})], ["106"]),
    # two calls
    CallTask("What's the UV index in Lisbon and in Oslo?", ["uv_index", "air_quality", "find_parking"], [("uv_index", {"city": "Lisbon"}), ("uv_index", {"city": "Oslo"})], ["very high", "low"]),
    CallTask("Check the status of TCK-7 and TCK-12.", ["create_ticket", "close_ticket", "get_ticket_status"], [("get_ticket_status", {"ticket_id": "TCK-7"}), ("get_ticket_status", {"ticket_id": "TCK-12"})], ["Dana Whitfield", "waiting for customer"]),
    CallTask("What are the latest versions of numpy and pandas?", ["count_rows", "latest_version", "top_tracks"], [("latest_version", {"package": "numpy"}), ("latest_version", {"package": "pandas"})], ["2.1.3", "2.2.3"]),
    CallTask("Check the air quality and the UV index in Madrid.", ["air_quality", "steps_today", "uv_index"], [("air_quality", {"city": "Madrid"}), ("uv_index", {"city": "Madrid"})], ["41", "9"]),
    CallTask("Close TCK-31 and open a new ticket titled 'Migrate cron jobs'.", ["get_ticket_status", "close_ticket", "create_ticket"], [("close_ticket", {"ticket_id": "TCK-31"}), ("create_ticket", {"title": "Migrate cron jobs"})], ["closed", "TCK-5641"]),
    CallTask("How many vowels are in 'banana', and what is it spelled backwards?", ["count_vowels", "antonyms", "reverse_text"], [("count_vowels", {"text": "banana"}), ("reverse_text", {"text": "banana"})], ["3", "ananab"]),
    CallTask("Give me antonyms for 'ancient' and for 'brave'.", ["reverse_text", "antonyms", "student_grade"], [("antonyms", {"word": "ancient"}), ("antonyms", {"word": "brave"})], ["modern", "cowardly"]),
]  # fmt: skip

# --- Tasks: no offered tool can serve the request ---------------------------------------------------

IRRELEVANT_DEV2 = [
    # an action the topical tool does not do
    CallTask("Reopen ticket TCK-9.", ["create_ticket", "get_ticket_status"], []),
    CallTask("Assign TCK-44 to Priya.", ["get_ticket_status", "close_ticket"], []),
    CallTask("Delete the logs of build 1287.", ["rerun_build", "build_status"], []),
    CallTask("Uninstall numpy from my environment.", ["latest_version", "count_rows"], []),
    CallTask("Delete all rows from the sessions table.", ["count_rows", "median"], []),
    CallTask("Cancel my transfer to alice@example.com.", ["transfer_money", "account_balance"], []),
    CallTask("Refill my prescription for lisinopril.", ["drug_interactions", "log_workout"], []),
    CallTask("Register the domain sprigtools.dev for me.", ["check_domain", "shipping_cost"], []),
    CallTask("Delete my playlist called Road Trip.", ["create_playlist", "top_tracks"], []),
    CallTask("Drop Maya Chen from the Chemistry course.", ["student_grade", "renew_book"], []),
    CallTask("Where did I park my car?", ["find_parking", "pay_parking"], []),
    CallTask("Track my parcel 1Z999AA10123456784.", ["shipping_cost", "check_domain"], []),
    # a different quantity on the same topic
    CallTask("What's the mode of 3, 3, 5?", ["median", "standard_deviation"], []),
    CallTask("What's the mean of 4, 8, 15?", ["median", "count_vowels"], []),
    CallTask("Calculate the surface area of a cylinder with radius 2 and height 5.", ["volume_of_cylinder", "hypotenuse"], []),
    CallTask("What's the area of a circle with radius 3?", ["volume_of_cylinder", "hypotenuse", "median"], []),
    CallTask("How many consonants are in 'rhythm'?", ["count_vowels", "reverse_text"], []),
    CallTask("What's a synonym for 'happy'?", ["antonyms", "reverse_text"], []),
    CallTask("What's the humidity in Madrid?", ["air_quality", "uv_index"], []),
    CallTask("Is it going to rain in Lisbon tomorrow?", ["uv_index", "air_quality"], []),
    CallTask("How much have I spent on groceries this month?", ["account_balance", "transfer_money"], []),
    CallTask("What side effects does ibuprofen have?", ["drug_interactions", "median"], []),
    CallTask("What's my resting heart rate?", ["steps_today", "log_workout"], []),
    CallTask("What day of the week is 2026-05-01?", ["days_between", "uv_index"], []),
    # general knowledge, creative writing, conversions, chit-chat
    CallTask("Who wrote Pride and Prejudice?", ["renew_book", "student_grade"], []),
    CallTask("What is the capital of Australia?", ["check_domain", "shipping_cost"], []),
    CallTask("Who is the lead singer of Radiohead?", ["top_tracks", "create_playlist"], []),
    CallTask("Write a haiku about autumn rain.", ["reverse_text", "count_vowels"], []),
    CallTask("Tell me a joke about programmers.", ["rerun_build", "create_ticket"], []),
    CallTask("Convert 5 miles to kilometers.", ["volume_of_cylinder", "hypotenuse", "scale_recipe"], []),
    CallTask("Convert this recipe from cups to grams.", ["scale_recipe", "volume_of_cylinder"], []),
    CallTask("Translate 'good morning' into Spanish.", ["reverse_text", "antonyms"], []),
    CallTask("How long should I boil an egg?", ["scale_recipe", "count_vowels"], []),
    CallTask("How are you doing today?", ["steps_today", "account_balance"], []),
    CallTask("What's your favorite movie?", ["top_tracks", "antonyms"], []),
    CallTask("Thanks, that's all for now!", ["create_ticket", "log_workout"], []),
    # a value fits a parameter, the intent does not
    CallTask("Book me a ticket for the Adele concert in London.", ["create_ticket", "get_ticket_status"], []),
    CallTask("How many rows of seats does Madison Square Garden have?", ["count_rows", "median"], []),
    CallTask("Renew my passport, it expires on 2026-05-01.", ["renew_book", "check_domain"], []),
    CallTask("Which version of Python should I learn first?", ["latest_version", "hex_to_rgb"], []),
]  # fmt: skip

SETS = {"own-dev2": OWN_DEV2, "irrelevant-dev2": IRRELEVANT_DEV2}

# --- Running -----------------------------------------------------------------------------------------


def run_sets(names: list[str], verbose: bool, keyword: str = "") -> dict[str, Any]:
    from sprig.models import LocalChatModel

    report: dict[str, Any] = {}

    async def main() -> None:
        model = LocalChatModel()
        try:
            for name in names:
                outcomes = []
                for task in SETS[name]:
                    if keyword and keyword.lower() not in task.prompt.lower():
                        continue
                    outcome = await local_agent.run_calls(model, task)
                    outcomes.append(outcome)
                    ok = outcome.exact
                    if verbose or not ok:
                        print(f"{'ok' if ok else '--'} {outcome.seconds:5.1f} s  {task.prompt}")
                        if not ok or verbose:
                            print(f"       calls: {outcome.calls}\n       answer: {outcome.answer!r}")
                n = len(outcomes)
                if not n:
                    continue
                line = local_agent.summary_line(name, outcomes)
                print(line, flush=True)
                report[name] = {"summary": line, "tasks": [local_agent.outcome_record(o) for o in outcomes]}
        finally:
            await model.aclose()

    asyncio.run(main())
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-v", action="store_true", help="print each run's calls and answer")
    parser.add_argument("-k", default="", help="only tasks whose prompt contains this")
    parser.add_argument("--set", action="append", choices=list(SETS), help="the sets to run (default: both)")
    parser.add_argument("--json", metavar="PATH", help="write every task's calls, answer and verdicts here")
    args = parser.parse_args()
    print(f"load average at start {os.getloadavg()[0]:.1f}", flush=True)
    report = run_sets(args.set or list(SETS), args.v, args.k)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2, default=str) + "\n")


if __name__ == "__main__":
    main()
