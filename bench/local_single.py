# ruff: noqa: E501
"""Single requests in users' words, for the embedded local model: one call each, on tools shaped like
users' own (unit conversion, a cart taking a list, web search, news, translation, a forecast, a
parcel, a timer, a dictionary, a recipe search), given only by their JSON schemas, through the public
API. Each request must get exactly the one call listed. ``CASES``: written at stop 36 before any fix it
measures (the five misses a helper saw on the several-calls set, asked alone, and similar requests);
9/23 on d42b4b4 when written, 19/23 at the end of stop 36 (left: "Put bananas in my cart", "google how
to ...", "How do you say thank you in Japanese?", "What does serendipity mean?": no call). ``FRESH``: a second set written at stop 39 before any fix it
measures (29 single requests to tools shaped like real-world APIs: enums in lower and upper case, 'City,
State' and 'City, Country' locations, IATA codes, dates and 24-hour times in a stated format, ids,
booleans said as "don't", "avoiding", "turn off", numbers with units and number words, optional
parameters with defaults, language and currency codes named by their names); 17/29 on main (555c8ac) when written, 23/29 at the end
of stop 39 (left: five requests with no call, "Find remote data analyst jobs" keeps "remote ... jobs" in the title).
``APIS``: a third set written at stop 40 before any fix it measures (22 requests, each served by one offered
tool shaped like a public API: dotted, snake- and camel-case names, a request naming the tool's object
rather than its verb, abbreviations, typos, Spanish, German, French and Chinese requests); with it
``APIS_IRRELEVANT``: 12 near-miss requests sharing a word with an offered tool that none serves (right: no call);
8/22 and 12/12 on main (2f7d445) when written (every miss of the 14: no call).

    PYTHONPATH=src .venv/bin/python bench/local_single.py [-v] [--set single-apis ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from local_calls import tool  # the same helpers the tests of the embedded model use

from local_several import CART, FORECAST, HEADLINES, QUOTES, TIMEZONE, TRACK, UNITS, WEB, score
from sprig import ExternalTool
from sprig.models import LocalChatModel

NEWS = tool("get_news", "Get the latest news articles about a topic.",
  {"topic": {"type": "string", "description": "The topic to search news for."}}, ["topic"])
TRANSLATE = tool("translate", "Translate text into a language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "language": {"type": "string", "description": "The language to translate into."}}, ["text", "language"])
DEFINE = tool("define_word", "Look up the definition of an English word.",
  {"word": {"type": "string", "description": "The word to define."}}, ["word"])
RECIPES = tool("find_recipes", "Find recipes that use an ingredient.",
  {"ingredient": {"type": "string", "description": "Main ingredient."}}, ["ingredient"])
TIMER = tool("start_timer", "Start a countdown timer.",
  {"minutes": {"type": "integer", "description": "Length of the timer in minutes."}}, ["minutes"])
PHRASES = tool("translate", "Translate a phrase.", {"phrase": {"type": "string"}, "language": {"type": "string"}}, ["phrase", "language"])
SHOPPING = tool("add_to_list", "Add items to the shopping list.",
  {"items": {"type": "array", "items": {"type": "string"}, "description": "Items to add."}}, ["items"])
CASES: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How many miles are 42 km?", [UNITS, WEB], [("convert_units", {"value": 42, "from_unit": "km", "to_unit": "miles"})]),
 ("Add sunscreen to my cart", [CART, WEB], [("add_to_cart", {"items": ["sunscreen"]})]),
 ("search the web for cheap flights to Lima", [WEB, FORECAST], [("web_search", {"query": "cheap flights to Lima"})]),
 ("Get me news on bitcoin", [NEWS, WEB], [("get_news", {"topic": "bitcoin"})]),
 ("Translate cheers into Dutch", [TRANSLATE, WEB], [("translate", {"text": "cheers", "language": "Dutch"})]),
 ("Translate cheers into Dutch", [PHRASES, WEB], [("translate", {"phrase": "cheers", "language": "Dutch"})]),
 ("translate thanks into German", [PHRASES, DEFINE], [("translate", {"phrase": "thanks", "language": "German"})]),
 ("How many kilometers is 26 miles?", [UNITS, FORECAST], [("convert_units", {"value": 26, "from_unit": "miles", "to_unit": "kilometers"})]),
 ("How many pounds is 3 kg?", [UNITS, QUOTES], [("convert_units", {"value": 3, "from_unit": "kg", "to_unit": "pounds"})]),
 ("Put bananas in my cart please", [CART, FORECAST], [("add_to_cart", {"items": ["bananas"]})]),
 ("add oat milk to my shopping list", [SHOPPING, TIMER], [("add_to_list", {"items": ["oat milk"]})]),
 ("Search the web for best pizza in Naples", [WEB, TIMEZONE], [("web_search", {"query": "best pizza in Naples"})]),
 ("google how to fix a flat tire", [WEB, CART], [("web_search", {"query": "how to fix a flat tire"})]),
 ("Any news about electric cars?", [NEWS, FORECAST], [("get_news", {"topic": "electric cars"})]),
 ("Show me the latest news on the stock market", [NEWS, QUOTES], [("get_news", {"topic": "stock market"})]),
 ("Translate good night into Italian", [TRANSLATE, WEB], [("translate", {"text": "good night", "language": "Italian"})]),
 ("How do you say thank you in Japanese?", [TRANSLATE, DEFINE], [("translate", {"text": "thank you", "language": "Japanese"})]),
 ("What does serendipity mean?", [DEFINE, WEB], [("define_word", {"word": "serendipity"})]),
 ("Find me recipes with chickpeas", [RECIPES, WEB], [("find_recipes", {"ingredient": "chickpeas"})]),
 ("Set a timer for 12 minutes", [TIMER, TIMEZONE], [("start_timer", {"minutes": 12})]),
 ("Give me sports headlines", [HEADLINES, NEWS], [("fetch_headlines", {"category": "sports"})]),
 ("Where is my parcel 55012?", [TRACK, CART], [("track_package", {"tracking_number": "55012"})]),
 ("What's the forecast for Lima for 4 days?", [FORECAST, WEB], [("get_forecast", {"city": "Lima", "days": 4})]),
]

WEATHER_NOW = tool("get_current_weather", "Get the current weather in a given location.",
  {"location": {"type": "string", "description": "The city and state, e.g. San Francisco, CA"},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The temperature unit.", "default": "fahrenheit"}}, ["location"])
COFFEE = tool("order_coffee", "Order a coffee drink.",
  {"drink": {"type": "string", "description": "Name of the drink, e.g. latte"},
   "size": {"type": "string", "enum": ["SMALL", "MEDIUM", "LARGE"], "description": "Cup size.", "default": "MEDIUM"},
   "milk": {"type": "string", "enum": ["whole", "skim", "oat", "almond"], "description": "Kind of milk."}}, ["drink"])
FLIGHTS = tool("search_flights", "Search for flights between two airports on a date.",
  {"origin": {"type": "string", "description": "IATA code of the departure airport, e.g. SFO"},
   "destination": {"type": "string", "description": "IATA code of the arrival airport, e.g. JFK"},
   "date": {"type": "string", "description": "Departure date in YYYY-MM-DD format"},
   "nonstop": {"type": "boolean", "description": "Only show nonstop flights.", "default": False}}, ["origin", "destination", "date"])
ALARM = tool("set_alarm", "Set an alarm on the phone.",
  {"time": {"type": "string", "description": "Alarm time in 24-hour HH:MM format, e.g. 07:30"},
   "label": {"type": "string", "description": "Optional label for the alarm."}}, ["time"])
THERMOSTAT = tool("set_thermostat", "Set the target temperature of the home thermostat.",
  {"temperature": {"type": "integer", "description": "Target temperature in degrees."},
   "mode": {"type": "string", "enum": ["heat", "cool", "auto"], "description": "HVAC mode."}}, ["temperature"])
ORDERS = tool("get_order_status", "Get the shipping status of an order.",
  {"order_id": {"type": "string", "description": "The order ID."}}, ["order_id"])
FILES = tool("list_files", "List the files in a directory.",
  {"path": {"type": "string", "description": "Directory path."},
   "include_hidden": {"type": "boolean", "description": "Whether to include hidden files.", "default": False}}, ["path"])
PRODUCTS = tool("search_products", "Search the product catalog.",
  {"query": {"type": "string", "description": "Search terms."},
   "max_results": {"type": "integer", "description": "Maximum number of results.", "default": 10},
   "sort_by": {"type": "string", "enum": ["relevance", "price_low_to_high", "price_high_to_low", "rating"], "default": "relevance"}}, ["query"])
TRANSLATE_CODE = tool("translate_text", "Translate text to another language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "ISO 639-1 code of the target language, e.g. 'es' for Spanish"}}, ["text", "target_language"])
RATES = tool("get_exchange_rate", "Get the exchange rate between two currencies.",
  {"base": {"type": "string", "description": "3-letter code of the base currency, e.g. USD"},
   "target": {"type": "string", "description": "3-letter code of the target currency, e.g. EUR"}}, ["base", "target"])
SCORES = tool("get_game_scores", "Get the latest game scores for a team.",
  {"team": {"type": "string", "description": "Team name."},
   "league": {"type": "string", "enum": ["NBA", "NFL", "MLB", "NHL"], "description": "The league."}}, ["team"])
DISTANCE = tool("get_distance", "Get the driving distance between two places.",
  {"origin": {"type": "string", "description": "Starting place."}, "destination": {"type": "string", "description": "End place."},
   "unit": {"type": "string", "enum": ["km", "mi"], "description": "Distance unit.", "default": "km"}}, ["origin", "destination"])
DIRECTIONS = tool("get_directions", "Get driving directions between two places.",
  {"origin": {"type": "string", "description": "Starting place."}, "destination": {"type": "string", "description": "End place."},
   "avoid_tolls": {"type": "boolean", "description": "Avoid toll roads.", "default": False}}, ["origin", "destination"])
TABLE = tool("reserve_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "Name of the restaurant."},
   "party_size": {"type": "integer", "description": "Number of people."},
   "time": {"type": "string", "description": "Reservation time, e.g. 19:00"}}, ["restaurant", "party_size"])
LOG_LEVEL = tool("set_log_level", "Change the logging level of the service.",
  {"level": {"type": "string", "enum": ["DEBUG", "INFO", "WARNING", "ERROR"], "description": "The new level."}}, ["level"])
AIR = tool("get_air_quality", "Get the air quality index for a city.",
  {"city": {"type": "string", "description": "City and country, e.g. Paris, France"}}, ["city"])
JOBS = tool("search_jobs", "Search job listings.",
  {"title": {"type": "string", "description": "Job title."}, "location": {"type": "string", "description": "City, e.g. Austin"},
   "remote": {"type": "boolean", "description": "Only remote jobs.", "default": False}}, ["title"])
HOLIDAYS = tool("get_public_holidays", "List the public holidays of a country for a year.",
  {"country": {"type": "string", "description": "Country name."}, "year": {"type": "integer", "description": "The year."}}, ["country", "year"])
LIGHT = tool("set_light", "Turn a light on or off.",
  {"room": {"type": "string", "description": "Room name, e.g. kitchen"},
   "on": {"type": "boolean", "description": "True to turn the light on, false to turn it off."}}, ["room", "on"])
VOLUME = tool("set_volume", "Set the speaker volume.",
  {"level": {"type": "integer", "description": "Volume level in percent, 0 to 100."}}, ["level"])
FRESH: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How hot is it in Austin, TX right now in Celsius?", [WEATHER_NOW, COFFEE], [("get_current_weather", {"location": "Austin, TX", "unit": "celsius"})]),
 ("Is it raining in Seattle, WA?", [WEATHER_NOW, AIR], [("get_current_weather", {"location": "Seattle, WA"})]),
 ("What's the weather in Denver, Colorado?", [WEATHER_NOW, JOBS], [("get_current_weather", {"location": "Denver, CO"})]),
 ("I'd like a large cappuccino with oat milk", [COFFEE, TABLE], [("order_coffee", {"drink": "cappuccino", "size": "LARGE", "milk": "oat"})]),
 ("Get me a small americano", [COFFEE, PRODUCTS], [("order_coffee", {"drink": "americano", "size": "SMALL"})]),
 ("Find flights from SFO to LAX on 2025-07-04", [FLIGHTS, DISTANCE], [("search_flights", {"origin": "SFO", "destination": "LAX", "date": "2025-07-04"})]),
 ("Search nonstop flights from BOS to ORD on March 3, 2025", [FLIGHTS, WEATHER_NOW], [("search_flights", {"origin": "BOS", "destination": "ORD", "date": "2025-03-03", "nonstop": True})]),
 ("Set an alarm for 6:45 pm", [ALARM, THERMOSTAT], [("set_alarm", {"time": "18:45"})]),
 ("Wake me up at 7am, label it gym", [ALARM, LIGHT], [("set_alarm", {"time": "07:00", "label": "gym"})]),
 ("Set the thermostat to 68 degrees on heat", [THERMOSTAT, VOLUME], [("set_thermostat", {"temperature": 68, "mode": "heat"})]),
 ("What's the status of order #A12-7781?", [ORDERS, PRODUCTS], [("get_order_status", {"order_id": "A12-7781"})]),
 ("List the files in /var/log including hidden ones", [FILES, LOG_LEVEL], [("list_files", {"path": "/var/log", "include_hidden": True})]),
 ("Show what's in ~/projects, don't show hidden files", [FILES, ORDERS], [("list_files", {"path": "~/projects", "include_hidden": False})]),
 ("Search for wireless headphones, show me 5 results", [PRODUCTS, ORDERS], [("search_products", {"query": "wireless headphones", "max_results": 5})]),
 ("find running shoes sorted by rating", [PRODUCTS, JOBS], [("search_products", {"query": "running shoes", "sort_by": "rating"})]),
 ("Translate 'good morning' to French", [TRANSLATE_CODE, RATES], [("translate_text", {"text": "good morning", "target_language": "fr"})]),
 ("What's the exchange rate from euros to Japanese yen?", [RATES, PRODUCTS], [("get_exchange_rate", {"base": "EUR", "target": "JPY"})]),
 ("How did the Lakers do last night in the nba?", [SCORES, WEATHER_NOW], [("get_game_scores", {"team": "Lakers", "league": "NBA"})]),
 ("How far is Boston from New York in miles?", [DISTANCE, FLIGHTS], [("get_distance", {"origin": "New York", "destination": "Boston", "unit": "mi"})]),
 ("Directions from Oakland to San Jose avoiding tolls", [DIRECTIONS, DISTANCE], [("get_directions", {"origin": "Oakland", "destination": "San Jose", "avoid_tolls": True})]),
 ("Book a table for two at Nopa", [TABLE, COFFEE], [("reserve_table", {"restaurant": "Nopa", "party_size": 2})]),
 ("Reserve a table at Zuni Cafe for 4 people at 19:30", [TABLE, ALARM], [("reserve_table", {"restaurant": "Zuni Cafe", "party_size": 4, "time": "19:30"})]),
 ("set the log level to warning", [LOG_LEVEL, VOLUME], [("set_log_level", {"level": "WARNING"})]),
 ("What's the air quality in Delhi, India?", [AIR, WEATHER_NOW], [("get_air_quality", {"city": "Delhi, India"})]),
 ("Find remote data analyst jobs", [JOBS, PRODUCTS], [("search_jobs", {"title": "data analyst", "remote": True})]),
 ("Any nurse jobs in Denver?", [JOBS, HOLIDAYS], [("search_jobs", {"title": "nurse", "location": "Denver"})]),
 ("List the public holidays in Canada for 2026", [HOLIDAYS, SCORES], [("get_public_holidays", {"country": "Canada", "year": 2026})]),
 ("Turn off the bedroom light", [LIGHT, THERMOSTAT], [("set_light", {"room": "bedroom", "on": False})]),
 ("Turn the volume to 30 percent", [VOLUME, LIGHT], [("set_volume", {"level": 30})]),
]


PLAY = tool("spotify.play", "Play a song, album or artist on Spotify.",
  {"query": {"type": "string", "description": "What to play, e.g. a song title or an artist."}}, ["query"])
JIRA = tool("jira_create_issue", "Create a new issue in a Jira project.",
  {"project_key": {"type": "string", "description": "Key of the project, e.g. PROJ"},
   "summary": {"type": "string", "description": "One-line summary of the issue."},
   "issue_type": {"type": "string", "enum": ["Bug", "Task", "Story"], "default": "Task"}}, ["project_key", "summary"])
SLACK = tool("sendSlackMessage", "Post a message to a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name, e.g. #general"},
   "text": {"type": "string", "description": "Message text."}}, ["channel", "text"])
STOCK = tool("get_stock_price", "Returns the latest trading price for a stock ticker symbol.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. AAPL"}}, ["symbol"])
GEOCODE = tool("geocode_address", "Convert a street address into latitude and longitude coordinates.",
  {"address": {"type": "string", "description": "The full street address."}}, ["address"])
IP = tool("ip_lookup", "Look up the geolocation of an IP address.",
  {"ip": {"type": "string", "description": "IPv4 or IPv6 address."}}, ["ip"])
MONEY = tool("convertCurrency", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from": {"type": "string", "description": "ISO 4217 code of the source currency, e.g. USD"},
   "to": {"type": "string", "description": "ISO 4217 code of the target currency, e.g. EUR"}}, ["amount", "from", "to"])
OUTLOOK = tool("get_weather_forecast", "Get the weather forecast for a city.",
  {"city": {"type": "string", "description": "Name of the city."}}, ["city"])
MOVIES = tool("searchMovie", "Search TMDB for movies by title.",
  {"query": {"type": "string", "description": "Movie title to search for."}}, ["query"])
REPOS = tool("github_list_repositories", "List the public repositories of a GitHub user.",
  {"username": {"type": "string", "description": "GitHub username."}}, ["username"])
EMAIL = tool("send_email", "Send an email.",
  {"to": {"type": "string", "description": "Recipient email address."},
   "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Body text."}}, ["to", "subject", "body"])
EVENT = tool("calendar_create_event", "Create an event on the user's Google Calendar.",
  {"title": {"type": "string", "description": "Event title."},
   "date": {"type": "string", "description": "Date in YYYY-MM-DD format."},
   "time": {"type": "string", "description": "Start time in HH:MM (24-hour) format."}}, ["title", "date"])
COIN = tool("get_crypto_price", "Get the current price of a cryptocurrency in USD.",
  {"coin": {"type": "string", "description": "Coin id, e.g. bitcoin"}}, ["coin"])
THESAURUS = tool("get_synonyms", "Find synonyms of a word (thesaurus).",
  {"word": {"type": "string", "description": "The word."}}, ["word"])
REFUND = tool("create_refund", "Refund a charge, fully or partly.",
  {"charge_id": {"type": "string", "description": "ID of the charge, e.g. ch_123"},
   "amount": {"type": "integer", "description": "Amount to refund in cents; omit to refund the full charge."}}, ["charge_id"])
FLIGHT = tool("get_flight_status", "Get the real-time status of a flight by its flight number.",
  {"flight_number": {"type": "string", "description": "IATA flight number, e.g. UA123"}}, ["flight_number"])
YELP = tool("yelp_search_businesses", "Search Yelp for businesses such as restaurants near a location.",
  {"term": {"type": "string", "description": "Search term, e.g. tacos"},
   "location": {"type": "string", "description": "City or address."}}, ["term", "location"])
BITLY = tool("shorten_url", "Shorten a long URL with Bitly.",
  {"long_url": {"type": "string", "description": "The URL to shorten."}}, ["long_url"])
TODOIST = tool("todoist_add_task", "Add a task to Todoist.",
  {"content": {"type": "string", "description": "Task content."},
   "due_string": {"type": "string", "description": "Due date in natural language, e.g. tomorrow"}}, ["content"])
HOTEL = tool("book_hotel", "Book a hotel room in a city.",
  {"city": {"type": "string", "description": "City name."},
   "nights": {"type": "integer", "description": "Number of nights."}}, ["city", "nights"])
APIS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Play Miles Davis on spotify", [PLAY, STOCK], [("spotify.play", {"query": "Miles Davis"})]),
 ("open a bug in WEB: login button broken on safari", [JIRA, SLACK], [("jira_create_issue", {"project_key": "WEB", "summary": "login button broken on safari", "issue_type": "Bug"})]),
 ("post 'deploy is done' in #eng-oncall", [SLACK, EMAIL], [("sendSlackMessage", {"channel": "#eng-oncall", "text": "deploy is done"})]),
 ("TSLA price?", [STOCK, COIN], [("get_stock_price", {"symbol": "TSLA"})]),
 ("what are the coordinates of 1600 Amphitheatre Parkway, Mountain View", [GEOCODE], [("geocode_address", {"address": "1600 Amphitheatre Parkway, Mountain View"})]),
 ("where is 8.8.8.8 located", [IP, GEOCODE], [("ip_lookup", {"ip": "8.8.8.8"})]),
 ("¿Cuánto son 50 USD en EUR?", [MONEY], [("convertCurrency", {"amount": 50, "from": "USD", "to": "EUR"})]),
 ("Wie wird das Wetter in Berlin?", [OUTLOOK, FLIGHT], [("get_weather_forecast", {"city": "Berlin"})]),
 ("find the movie Inception", [MOVIES, BITLY], [("searchMovie", {"query": "Inception"})]),
 ("show torvalds's repos on github", [REPOS, JIRA], [("github_list_repositories", {"username": "torvalds"})]),
 ("Email bob@example.com with subject 'Lunch' saying 'see you at noon'", [EMAIL, SLACK], [("send_email", {"to": "bob@example.com", "subject": "Lunch", "body": "see you at noon"})]),
 ("put dentist on my calendar on 2025-05-02 at 15:00", [EVENT, TODOIST], [("calendar_create_event", {"title": "dentist", "date": "2025-05-02", "time": "15:00"})]),
 ("how much is ethereum rn", [COIN, STOCK], [("get_crypto_price", {"coin": "ethereum"})]),
 ("another word for happy?", [THESAURUS], [("get_synonyms", {"word": "happy"})]),
 ("refund ch_3LmN8 in full", [REFUND, MONEY], [("create_refund", {"charge_id": "ch_3LmN8"})]),
 ("is LH400 delayed?", [FLIGHT, OUTLOOK], [("get_flight_status", {"flight_number": "LH400"})]),
 ("tacos near Austin", [YELP, MOVIES], [("yelp_search_businesses", {"term": "tacos", "location": "Austin"})]),
 ("北京的天气预报", [OUTLOOK], [("get_weather_forecast", {"city": "北京"})]),
 ("réserve un hôtel à Lyon pour 2 nuits", [HOTEL, FLIGHT], [("book_hotel", {"city": "Lyon", "nights": 2})]),
 ("whats teh wether forecast in Chicago", [OUTLOOK, EVENT], [("get_weather_forecast", {"city": "Chicago"})]),
 ("shorten https://example.com/some/very/long/path?ref=abc", [BITLY], [("shorten_url", {"long_url": "https://example.com/some/very/long/path?ref=abc"})]),
 ("add 'call mom' to my todos", [TODOIST, EVENT], [("todoist_add_task", {"content": "call mom"})]),
]
APIS_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("cancel my spotify subscription", [PLAY, STOCK], []),
 ("what's the history of the euro?", [MONEY, COIN], []),
 ("who founded github?", [REPOS, JIRA], []),
 ("delete the message I sent to #general", [SLACK], []),
 ("Is it safe to fly during a thunderstorm?", [FLIGHT, OUTLOOK], []),
 ("how do I get a refund from Amazon?", [REFUND], []),
 ("what does IP stand for?", [IP, GEOCODE], []),
 ("Write me a short movie script about a robot", [MOVIES, BITLY], []),
 ("how many calories in a banana", [COIN, EVENT], []),
 ("convert this PDF to Word", [MONEY, BITLY], []),
 ("¿Cuál es la capital de Francia?", [OUTLOOK, GEOCODE], []),
 ("unsubscribe me from all emails", [EMAIL], []),
]

SETS = {"single-users": CASES, "single-fresh": FRESH, "single-apis": APIS, "single-apis-irrelevant": APIS_IRRELEVANT}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", action="store_true", help="print every case, not only the wrong ones")
    parser.add_argument("--set", action="append", choices=list(SETS), help="the sets to run (default: all)")
    names = parser.parse_args().set or list(SETS)
    model = LocalChatModel()
    for name in names:
        score(model, name, SETS[name])


if __name__ == "__main__":
    main()
