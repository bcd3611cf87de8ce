# ruff: noqa: E501
"""Several calls in users' words, for the embedded local model: requests written the way people ask
for two or three things at once (places with their states, a list then an option said once, parts
that continue the one before, amounts in one currency, a list one item per line), on tools given only
by their JSON schemas, through the public API. Each request must get exactly the calls listed, in
order. The lead's development set of issue 20, stop 34 (39 requests).

    PYTHONPATH=src .venv/bin/python bench/local_several.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from local_calls import calls, tool  # the same helpers the tests of the embedded model use

from sprig import ExternalTool
from sprig.models import LocalChatModel

WEATHER = tool("get_current_weather", "Retrieves the current weather conditions for a specified location.",
  {"location": {"type": "string", "description": "The location in the format of 'City, State (abbr)', such as 'San Francisco, CA'."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "default": "fahrenheit"}}, ["location"])
STOCKS = tool("get_stock_price", "Get the latest price of a stock by its ticker symbol.",
  {"ticker": {"type": "string", "description": "The ticker symbol, e.g. AAPL."}}, ["ticker"])
ORDERS = tool("order_status", "Look up the status of an order.",
  {"order_id": {"type": "string", "description": "The order's identifier."}}, ["order_id"])
LIGHTS = tool("set_light", "Set the brightness of the lights in a room.",
  {"room": {"type": "string", "description": "The room, e.g. kitchen."},
   "brightness": {"type": "integer", "description": "Brightness in percent."}}, ["room", "brightness"])
EXCHANGE = tool("convert_currency", "Convert an amount from one currency to another.",
  {"amount": {"type": "number", "description": "The amount."},
   "from_currency": {"type": "string", "description": "Three-letter code of the source currency."},
   "to_currency": {"type": "string", "description": "Three-letter code of the target currency."}}, ["amount", "from_currency", "to_currency"])
PLAYER = tool("play_song", "Play a song on the speaker.",
  {"song": {"type": "string", "description": "The song's title."}, "artist": {"type": "string", "description": "The artist."}}, ["song"])
TAXI = tool("book_taxi", "Book a taxi to a destination.",
  {"destination": {"type": "string", "description": "Where to go."}, "passengers": {"type": "integer", "description": "How many riders.", "default": 1}}, ["destination"])
TABLES = tool("reserve_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "The restaurant's name."}, "people": {"type": "integer", "description": "Party size."},
   "time": {"type": "string", "description": "Time of the booking, e.g. 19:00."}}, ["restaurant", "people"])
TRANSLATE = tool("translate_text", "Translate a text into another language.",
  {"text": {"type": "string", "description": "The text to translate."}, "target_language": {"type": "string", "description": "The language to translate into, e.g. French."}}, ["text", "target_language"])
REMINDERS = tool("create_reminder", "Create a reminder.",
  {"message": {"type": "string", "description": "What to be reminded of."}, "time": {"type": "string", "description": "When, e.g. 5pm."}}, ["message", "time"])
ADD = tool("add", "Add two numbers.", {"a": {"type": "number"}, "b": {"type": "number"}}, ["a", "b"])
MULTIPLY = tool("multiply", "Multiply two numbers.", {"a": {"type": "number"}, "b": {"type": "number"}}, ["a", "b"])
MOVIES = tool("find_movies", "Find movies showing in a city.",
  {"city": {"type": "string", "description": "The city."}, "genre": {"type": "string", "description": "The genre, e.g. comedy."}}, ["city"])
NEWS = tool("get_news", "Get the latest news headlines about a topic.",
  {"topic": {"type": "string", "description": "The topic, e.g. sports."}, "count": {"type": "integer", "description": "How many headlines.", "default": 5}}, ["topic"])
FLIGHTS = tool("search_flights", "Search one-way flights.",
  {"origin": {"type": "string", "description": "Departure city."}, "destination": {"type": "string", "description": "Arrival city."},
   "date": {"type": "string", "description": "Departure date, YYYY-MM-DD."}}, ["origin", "destination", "date"])
CASES: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather like in Boston and San Francisco?", [WEATHER], [("get_current_weather", {"location": "Boston, MA"}), ("get_current_weather", {"location": "San Francisco, CA"})]),
 ("Could you tell me the weather in Chicago in fahrenheit and in Berlin in celsius?", [WEATHER], [("get_current_weather", {"location": "Chicago, IL", "unit": "fahrenheit"}), ("get_current_weather", {"location": "Berlin, Germany", "unit": "celsius"})]),
 ("I want to order 2 burgers and 3 sodas", [tool("order_food", "Order food items.", {"item": {"type": "string", "description": "The food item."}, "quantity": {"type": "integer", "description": "How many."}}, ["item", "quantity"])], [("order_food", {"item": "burgers", "quantity": 2}), ("order_food", {"item": "sodas", "quantity": 3})]),
 ("Find me a hotel in Paris for 2 adults and one in Rome for 3 adults", [tool("find_hotel", "Find hotels in a city.", {"city": {"type": "string", "description": "The city."}, "adults": {"type": "integer", "description": "Number of adults."}}, ["city", "adults"])], [("find_hotel", {"city": "Paris", "adults": 2}), ("find_hotel", {"city": "Rome", "adults": 3})]),

 ("1. weather in Austin, TX\n2. weather in Salem, OR", [WEATHER, STOCKS], [("get_current_weather", {"location": "Austin, TX"}), ("get_current_weather", {"location": "Salem, OR"})]),
 ("Could you check orders 1001, 1002, and 1003?", [ORDERS, STOCKS], [("order_status", {"order_id": "1001"}), ("order_status", {"order_id": "1002"}), ("order_status", {"order_id": "1003"})]),
 ("Get the weather for Miami, FL. Also get the weather for Tampa, FL.", [WEATHER], [("get_current_weather", {"location": "Miami, FL"}), ("get_current_weather", {"location": "Tampa, FL"})]),
 ("I need flights from NYC to LA on 2024-06-01 and also the weather in Los Angeles, CA", [FLIGHTS, WEATHER], [("search_flights", {"origin": "NYC", "destination": "LA", "date": "2024-06-01"}), ("get_current_weather", {"location": "Los Angeles, CA"})]),
 ("Turn the kitchen and the bedroom lights to 60%", [LIGHTS], [("set_light", {"room": "kitchen", "brightness": 60}), ("set_light", {"room": "bedroom", "brightness": 60})]),
 ("Convert 20 EUR and 45 EUR into USD", [EXCHANGE], [("convert_currency", {"amount": 20, "from_currency": "EUR", "to_currency": "USD"}), ("convert_currency", {"amount": 45, "from_currency": "EUR", "to_currency": "USD"})]),
 ("What is 7 plus 8? And what is 9 times 3?", [ADD, MULTIPLY], [("add", {"a": 7, "b": 8}), ("multiply", {"a": 9, "b": 3})]),
 ("Translate 'thank you' to Italian, and 'goodbye' to Japanese", [TRANSLATE], [("translate_text", {"text": "thank you", "target_language": "Italian"}), ("translate_text", {"text": "goodbye", "target_language": "Japanese"})]),
 ("What's the weather like in the two cities of Boise, ID and Reno, NV?", [WEATHER, STOCKS], [("get_current_weather", {"location": "Boise, ID"}), ("get_current_weather", {"location": "Reno, NV"})]),
 ("Give me 3 headlines about sports and 2 about politics", [NEWS, WEATHER], [("get_news", {"topic": "sports", "count": 3}), ("get_news", {"topic": "politics", "count": 2})]),
 ("Find flights from Boston to Denver on 2024-05-01 and from Denver to Boston on 2024-05-08", [FLIGHTS, WEATHER], [("search_flights", {"origin": "Boston", "destination": "Denver", "date": "2024-05-01"}), ("search_flights", {"origin": "Denver", "destination": "Boston", "date": "2024-05-08"})]),
 ("I'd like the news on climate and on elections, please", [NEWS], [("get_news", {"topic": "climate"}), ("get_news", {"topic": "elections"})]),
 ("What are the prices for GOOG, AMZN and NVDA today?", [STOCKS, NEWS], [("get_stock_price", {"ticker": "GOOG"}), ("get_stock_price", {"ticker": "AMZN"}), ("get_stock_price", {"ticker": "NVDA"})]),
 ("Look up order 5521 and order 7730 for me", [ORDERS], [("order_status", {"order_id": "5521"}), ("order_status", {"order_id": "7730"})]),
 ("Play Bohemian Rhapsody and Hotel California", [PLAYER], [("play_song", {"song": "Bohemian Rhapsody"}), ("play_song", {"song": "Hotel California"})]),

 ("Translate 'good morning' into French and into German", [TRANSLATE, WEATHER], [("translate_text", {"text": "good morning", "target_language": "French"}), ("translate_text", {"text": "good morning", "target_language": "German"})]),
 ("Remind me to call mom at 5pm and to water the plants at 8pm", [REMINDERS, WEATHER], [("create_reminder", {"message": "call mom", "time": "5pm"}), ("create_reminder", {"message": "water the plants", "time": "8pm"})]),
 ("What is 12 plus 30, and 6 times 7?", [ADD, MULTIPLY, WEATHER], [("add", {"a": 12, "b": 30}), ("multiply", {"a": 6, "b": 7})]),
 ("Find comedy movies in Austin and horror movies in Dallas", [MOVIES, WEATHER], [("find_movies", {"city": "Austin", "genre": "comedy"}), ("find_movies", {"city": "Dallas", "genre": "horror"})]),
 ("I want to see movies in Berlin and Munich, any comedy?", [MOVIES, WEATHER], [("find_movies", {"city": "Berlin", "genre": "comedy"}), ("find_movies", {"city": "Munich", "genre": "comedy"})]),
 ("Get the current weather for Phoenix, AZ in fahrenheit and for Toronto, ON in celsius", [WEATHER], [("get_current_weather", {"location": "Phoenix, AZ", "unit": "fahrenheit"}), ("get_current_weather", {"location": "Toronto, ON", "unit": "celsius"})]),
 ("Please turn the hallway light to 30% and the garage light to 100%.", [LIGHTS], [("set_light", {"room": "hallway", "brightness": 30}), ("set_light", {"room": "garage", "brightness": 100})]),
 ("how much is 250 EUR in USD and in GBP?", [EXCHANGE], [("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "USD"}), ("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "GBP"})]),

 ("What's the weather like in Boston, MA and in Austin, TX?", [WEATHER, STOCKS], [("get_current_weather", {"location": "Boston, MA"}), ("get_current_weather", {"location": "Austin, TX"})]),
 ("Tell me the current weather in Denver, CO, Miami, FL and Seattle, WA in celsius", [WEATHER, ORDERS], [("get_current_weather", {"location": "Denver, CO", "unit": "celsius"}), ("get_current_weather", {"location": "Miami, FL", "unit": "celsius"}), ("get_current_weather", {"location": "Seattle, WA", "unit": "celsius"})]),
 ("Can you get me the stock prices of AAPL and MSFT?", [STOCKS, WEATHER], [("get_stock_price", {"ticker": "AAPL"}), ("get_stock_price", {"ticker": "MSFT"})]),
 ("check the status of my orders A1234 and B5678 please", [ORDERS, STOCKS], [("order_status", {"order_id": "A1234"}), ("order_status", {"order_id": "B5678"})]),
 ("Set the kitchen lights to 40% and the bedroom lights to 10%", [LIGHTS, PLAYER], [("set_light", {"room": "kitchen", "brightness": 40}), ("set_light", {"room": "bedroom", "brightness": 10})]),
 ("Convert 100 USD to EUR and also 50 GBP to JPY", [EXCHANGE, STOCKS], [("convert_currency", {"amount": 100, "from_currency": "USD", "to_currency": "EUR"}), ("convert_currency", {"amount": 50, "from_currency": "GBP", "to_currency": "JPY"})]),
 ("Play 'Yellow' by Coldplay and then 'Hello' by Adele", [PLAYER, LIGHTS], [("play_song", {"song": "Yellow", "artist": "Coldplay"}), ("play_song", {"song": "Hello", "artist": "Adele"})]),
 ("Reserve a table for 4 at Nopa at 19:30 and book a taxi to Nopa for 4 people", [TABLES, TAXI, WEATHER], [("reserve_table", {"restaurant": "Nopa", "people": 4, "time": "19:30"}), ("book_taxi", {"destination": "Nopa", "passengers": 4})]),
 ("What's the weather in Portland, OR? Also what is the price of TSLA?", [WEATHER, STOCKS], [("get_current_weather", {"location": "Portland, OR"}), ("get_stock_price", {"ticker": "TSLA"})]),
 ("I need the status of order 99812, and please turn the office lights to 75 percent", [ORDERS, LIGHTS], [("order_status", {"order_id": "99812"}), ("set_light", {"room": "office", "brightness": 75})]),
 ("Hey, how's the weather in Chicago, IL right now, and in New York, NY?", [WEATHER], [("get_current_weather", {"location": "Chicago, IL"}), ("get_current_weather", {"location": "New York, NY"})]),
 ("Could you play Imagine by John Lennon, and after that Thriller by Michael Jackson?", [PLAYER], [("play_song", {"song": "Imagine", "artist": "John Lennon"}), ("play_song", {"song": "Thriller", "artist": "Michael Jackson"})]),
]


def main() -> None:
    model = LocalChatModel()
    right = 0
    for request, tools, wanted in CASES:
        got = calls(model, request, *tools)
        right += got == wanted
        if got != wanted or "-v" in sys.argv:
            print(("ok " if got == wanted else "-- ") + repr(request), f"\n      got  {got}\n      want {wanted}")
    print(f"several-users: {len(CASES)} tasks, exactly right {right}/{len(CASES)}")


if __name__ == "__main__":
    main()
