# ruff: noqa: E501
"""Several calls in users' words, for the embedded local model: requests written the way people ask
for two or three things at once (places with their states, a list then an option said once, parts
that continue the one before, amounts in one currency, a list one item per line), on tools given only
by their JSON schemas, through the public API. Each request must get exactly the calls listed, in
order. ``CASES``: the lead's development set of issue 20, stop 34 (39 requests). ``MORE``: a second set
written at stop 35 before any fix it measures (32 requests: places with their states, one option said
once for several items, "X for A and B", "do A, then B", one item per line, two kinds of tool in one
request, and requests with an "and" that still ask for one call); 22/32 when written. ``FRESH``: a third
set written at stop 36 before any fix it measures (34 requests on tools shaped like users' own: a
forecast, quotes taking a list of symbols, headlines, reminders, parcels, hotels, unit conversions, web
search, email, a cart taking a list; lists joined by "as well as", "plus", "&", "and also"; a count for
every item; two reminders with the time first; two tools in one request; requests with an "and" that
still ask for one call); 20/34 on main (d117aad) when written, 29/34 at the end of stop 36.
``SHORT``: a fourth set written at stop 37 before any fix it measures (32 short requests to tools shaped
like real-world APIs: weather by city, exchange rates, stock quotes, translation, reminders, timers,
alarms, songs, web search, text messages; lists with "or", a bare comma list, "And Porto?", a shared
value said first or last, "... and another one for 7am", two tools in one request, and six requests
with an "and" or a comma that still ask for one call); 18/32 on main (19b4300) when written, 24/32 on
wip/r37-parallel (several-more 30/32 -> 31/32 there, the others unchanged). ``LIVE``: a fifth set
written at stop 38 before any fix it measures (33 requests to tools shaped like real-world APIs: weather
by 'City, State', currency, stock prices, a music player and similar songs, hotel and restaurant search,
payments, a todo list, news by topic, unit conversion, a shell command; two to three calls of one tool
or of two tools, "and then ... like it", an option said once for every item, and five requests with an
"and" that still ask for one call); 20/33 on main (ef3d317) when written, 24/33 at the end of
stop 38. ``LIVE2``: a sixth set written at stop 39 before any fix it measures (33 requests to tools
shaped like real-world APIs: weather by 'City, State', showtimes, stock prices, currency and unit
conversion, a shell, a to-do list with an action enum, payments sent and requested, music on a device,
headlines with a language, calendar events, one-way flights, rides, hotel reservations; two to three
calls of one tool, two operations on one tool, a shared option said once, two tools in one request,
and five requests whose values hold an "and" and still ask for one call); 19/33 on main (555c8ac) when
written, 25/33 on wip/r39-lists (several-live 24/33 -> 27/33 there, the others unchanged).
``APIS``: a seventh set written at stop 40 before any fix it measures (35 requests to tools shaped like
public APIs, each beside a near neighbour: current weather and daily forecast, GitHub repositories and
issues by 'owner/repo', distances with a travel mode, business search, SMS, Slack, a dictionary,
Wikipedia, IP and DNS look-ups, Jira, refunds, Spotify search, nutrition, thermostats, IANA time zones,
books, calendar events; lists with "and" and commas, "for each of", "both", "respectively", a number
for each item, one value shared by every call, two tools in one sentence, a call that reuses a value of
the one before, and five requests whose values hold an "and" and still ask for one call); 15/35 on
main (2f7d445) when written, 19/35 on wip/r40-several (the other sets unchanged).

    PYTHONPATH=src .venv/bin/python bench/local_several.py [-v]
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
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
FOOD = tool("order_food", "Order food items.", {"item": {"type": "string", "description": "The food item."}, "quantity": {"type": "integer", "description": "How many."}}, ["item", "quantity"])
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


MORE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather in Dallas, TX, Denver, CO and Boise, ID?", [WEATHER, STOCKS], [("get_current_weather", {"location": "Dallas, TX"}), ("get_current_weather", {"location": "Denver, CO"}), ("get_current_weather", {"location": "Boise, ID"})]),
 ("weather in Austin, TX and the stock price of NVDA", [WEATHER, STOCKS], [("get_current_weather", {"location": "Austin, TX"}), ("get_stock_price", {"ticker": "NVDA"})]),
 ("Get me the price of AAPL and the weather in Seattle, WA", [STOCKS, WEATHER], [("get_stock_price", {"ticker": "AAPL"}), ("get_current_weather", {"location": "Seattle, WA"})]),
 ("How's the weather in Salt Lake City, UT? And in Las Vegas, NV?", [WEATHER, ORDERS], [("get_current_weather", {"location": "Salt Lake City, UT"}), ("get_current_weather", {"location": "Las Vegas, NV"})]),
 ("Weather for:\nDenver, CO\nBoise, ID", [WEATHER, STOCKS], [("get_current_weather", {"location": "Denver, CO"}), ("get_current_weather", {"location": "Boise, ID"})]),
 ("I need the weather in Portland, ME and the price of TSLA, please", [WEATHER, STOCKS], [("get_current_weather", {"location": "Portland, ME"}), ("get_stock_price", {"ticker": "TSLA"})]),
 ("Translate 'see you soon' into Spanish, Portuguese and Italian", [TRANSLATE, WEATHER], [("translate_text", {"text": "see you soon", "target_language": "Spanish"}), ("translate_text", {"text": "see you soon", "target_language": "Portuguese"}), ("translate_text", {"text": "see you soon", "target_language": "Italian"})]),
 ("Convert 100 USD to EUR, GBP and JPY", [EXCHANGE, STOCKS], [("convert_currency", {"amount": 100, "from_currency": "USD", "to_currency": "EUR"}), ("convert_currency", {"amount": 100, "from_currency": "USD", "to_currency": "GBP"}), ("convert_currency", {"amount": 100, "from_currency": "USD", "to_currency": "JPY"})]),
 ("Convert 30 GBP to USD and 75 CAD to EUR", [EXCHANGE], [("convert_currency", {"amount": 30, "from_currency": "GBP", "to_currency": "USD"}), ("convert_currency", {"amount": 75, "from_currency": "CAD", "to_currency": "EUR"})]),
 ("Play Shake It Off and Blank Space by Taylor Swift", [PLAYER, LIGHTS], [("play_song", {"song": "Shake It Off", "artist": "Taylor Swift"}), ("play_song", {"song": "Blank Space", "artist": "Taylor Swift"})]),
 ("Find horror movies in Chicago and Houston", [MOVIES, WEATHER], [("find_movies", {"city": "Chicago", "genre": "horror"}), ("find_movies", {"city": "Houston", "genre": "horror"})]),
 ("News about football and tennis, 3 headlines each", [NEWS, STOCKS], [("get_news", {"topic": "football", "count": 3}), ("get_news", {"topic": "tennis", "count": 3})]),
 ("Get 5 headlines about technology and 5 about science", [NEWS], [("get_news", {"topic": "technology", "count": 5}), ("get_news", {"topic": "science", "count": 5})]),
 ("Set both the office and the garage lights to 80%", [LIGHTS, PLAYER], [("set_light", {"room": "office", "brightness": 80}), ("set_light", {"room": "garage", "brightness": 80})]),
 ("Search flights from Seattle to Denver and from Seattle to Austin, both on 2024-09-10", [FLIGHTS, WEATHER], [("search_flights", {"origin": "Seattle", "destination": "Denver", "date": "2024-09-10"}), ("search_flights", {"origin": "Seattle", "destination": "Austin", "date": "2024-09-10"})]),
 ("Reserve a table for 2 at Chez Panisse and one for 4 at Nopa", [TABLES, TAXI], [("reserve_table", {"restaurant": "Chez Panisse", "people": 2}), ("reserve_table", {"restaurant": "Nopa", "people": 4})]),
 ("Can I get 1 coffee, 2 bagels and 1 orange juice?", [FOOD, TAXI], [("order_food", {"item": "coffee", "quantity": 1}), ("order_food", {"item": "bagels", "quantity": 2}), ("order_food", {"item": "orange juice", "quantity": 1})]),
 ("Please look up these orders:\n- 8801\n- 8802\n- 8803", [ORDERS, STOCKS], [("order_status", {"order_id": "8801"}), ("order_status", {"order_id": "8802"}), ("order_status", {"order_id": "8803"})]),
 ("Stock prices please:\nAMD\nINTC", [STOCKS, ORDERS], [("get_stock_price", {"ticker": "AMD"}), ("get_stock_price", {"ticker": "INTC"})]),
 ("Add 15 and 27, then multiply 4 by 6", [ADD, MULTIPLY], [("add", {"a": 15, "b": 27}), ("multiply", {"a": 4, "b": 6})]),
 ("What's 3 times 4 and 10 plus 20?", [ADD, MULTIPLY], [("multiply", {"a": 3, "b": 4}), ("add", {"a": 10, "b": 20})]),
 ("Check the weather in Reno, NV first, then book a taxi to Lake Tahoe", [WEATHER, TAXI], [("get_current_weather", {"location": "Reno, NV"}), ("book_taxi", {"destination": "Lake Tahoe"})]),
 ("Check orders 4410 and 4411, then get the price of MSFT", [ORDERS, STOCKS], [("order_status", {"order_id": "4410"}), ("order_status", {"order_id": "4411"}), ("get_stock_price", {"ticker": "MSFT"})]),
 ("Where's my order 55120? Also, how is GOOG doing today?", [ORDERS, STOCKS], [("order_status", {"order_id": "55120"}), ("get_stock_price", {"ticker": "GOOG"})]),
 ("Remind me to buy milk at 6pm, and also check order 3001", [REMINDERS, ORDERS], [("create_reminder", {"message": "buy milk", "time": "6pm"}), ("order_status", {"order_id": "3001"})]),
 ("Turn the porch light to 0% and play Let It Be", [LIGHTS, PLAYER], [("set_light", {"room": "porch", "brightness": 0}), ("play_song", {"song": "Let It Be"})]),
 ("Remind me at 7am to go running and at 9pm to take my pills", [REMINDERS], [("create_reminder", {"message": "go running", "time": "7am"}), ("create_reminder", {"message": "take my pills", "time": "9pm"})]),
 ("Give me the stock prices for Apple (AAPL) and Microsoft (MSFT)", [STOCKS, NEWS], [("get_stock_price", {"ticker": "AAPL"}), ("get_stock_price", {"ticker": "MSFT"})]),

 ("Translate 'rock and roll' into German", [TRANSLATE, WEATHER], [("translate_text", {"text": "rock and roll", "target_language": "German"})]),
 ("Convert 500 USD into EUR and tell me the result", [EXCHANGE, STOCKS], [("convert_currency", {"amount": 500, "from_currency": "USD", "to_currency": "EUR"})]),
 ("Find flights from Boston to Chicago on 2024-10-02 and show me the cheapest", [FLIGHTS, WEATHER], [("search_flights", {"origin": "Boston", "destination": "Chicago", "date": "2024-10-02"})]),
 ("Play 'Ebony and Ivory'", [PLAYER, LIGHTS], [("play_song", {"song": "Ebony and Ivory"})]),
]


# -- several-fresh: written at stop 36 before any fix it measures ----------------------------------------
FORECAST = tool("get_forecast", "Get the weather forecast for a city for the next days.",
  {"city": {"type": "string", "description": "Name of the city, e.g. Paris."},
   "days": {"type": "integer", "description": "Number of days to forecast.", "default": 3}}, ["city"])
QUOTES = tool("get_quotes", "Get current stock quotes for one or more ticker symbols.",
  {"symbols": {"type": "array", "items": {"type": "string"}, "description": "Ticker symbols, e.g. ['AAPL', 'MSFT']."}}, ["symbols"])
HEADLINES = tool("fetch_headlines", "Fetch top news headlines for a category.",
  {"category": {"type": "string", "description": "News category, e.g. business, sports, health."},
   "limit": {"type": "integer", "description": "Maximum number of headlines.", "default": 10}}, ["category"])
REMIND = tool("add_reminder", "Add a reminder for the user at a given time.",
  {"text": {"type": "string", "description": "The reminder text."}, "at": {"type": "string", "description": "Time of day, e.g. 9am or 17:30."}}, ["text", "at"])
TRACK = tool("track_package", "Track a parcel by its tracking number.",
  {"tracking_number": {"type": "string", "description": "The carrier's tracking number."}}, ["tracking_number"])
HOTEL = tool("book_hotel", "Book a hotel room in a city.",
  {"city": {"type": "string", "description": "City of the hotel."}, "nights": {"type": "integer", "description": "Number of nights."},
   "guests": {"type": "integer", "description": "Number of guests.", "default": 1}}, ["city", "nights"])
UNITS = tool("convert_units", "Convert a value from one unit to another.",
  {"value": {"type": "number", "description": "The value to convert."}, "from_unit": {"type": "string", "description": "Unit to convert from, e.g. km."},
   "to_unit": {"type": "string", "description": "Unit to convert to, e.g. miles."}}, ["value", "from_unit", "to_unit"])
WEB = tool("web_search", "Search the web and return the top results.",
  {"query": {"type": "string", "description": "The search query."}}, ["query"])
MAIL = tool("send_email", "Send an email to a recipient.",
  {"to": {"type": "string", "description": "Recipient email address."}, "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Body text."}}, ["to", "subject"])
SHOWS = tool("search_movies", "Search movies playing in theaters near a location.",
  {"location": {"type": "string", "description": "City where to look."}, "genre": {"type": "string", "description": "Optional genre such as horror or comedy."}}, ["location"])
TIMEZONE = tool("get_local_time", "Get the current local time in a city.",
  {"city": {"type": "string", "description": "The city name."}}, ["city"])
CART = tool("add_to_cart", "Add products to the shopping cart.",
  {"items": {"type": "array", "items": {"type": "string"}, "description": "Names of the products to add."}}, ["items"])
FRESH: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the forecast for Lisbon and Madrid?", [FORECAST, QUOTES], [("get_forecast", {"city": "Lisbon"}), ("get_forecast", {"city": "Madrid"})]),
 ("forecast for the next 5 days in Oslo and in Bergen", [FORECAST, HEADLINES], [("get_forecast", {"city": "Oslo", "days": 5}), ("get_forecast", {"city": "Bergen", "days": 5})]),
 ("Show me the forecast for Rome as well as Naples", [FORECAST, TIMEZONE], [("get_forecast", {"city": "Rome"}), ("get_forecast", {"city": "Naples"})]),
 ("Forecast for Dublin plus Cork please", [FORECAST, QUOTES], [("get_forecast", {"city": "Dublin"}), ("get_forecast", {"city": "Cork"})]),
 ("What time is it in Tokyo & Sydney?", [TIMEZONE, FORECAST], [("get_local_time", {"city": "Tokyo"}), ("get_local_time", {"city": "Sydney"})]),
 ("What's the local time in Cairo, and also in Nairobi?", [TIMEZONE, WEB], [("get_local_time", {"city": "Cairo"}), ("get_local_time", {"city": "Nairobi"})]),
 ("Top 3 business and health headlines", [HEADLINES, QUOTES], [("fetch_headlines", {"category": "business", "limit": 3}), ("fetch_headlines", {"category": "health", "limit": 3})]),
 ("Get me sports headlines and science headlines, 4 each", [HEADLINES, WEB], [("fetch_headlines", {"category": "sports", "limit": 4}), ("fetch_headlines", {"category": "science", "limit": 4})]),
 ("Headlines for business, sports and health", [HEADLINES, FORECAST], [("fetch_headlines", {"category": "business"}), ("fetch_headlines", {"category": "sports"}), ("fetch_headlines", {"category": "health"})]),
 ("At 9am remind me to stretch and at 5pm to call the dentist", [REMIND, TRACK], [("add_reminder", {"text": "stretch", "at": "9am"}), ("add_reminder", {"text": "call the dentist", "at": "5pm"})]),
 ("Remind me to feed the cat at 7am and to lock the door at 10pm", [REMIND, WEB], [("add_reminder", {"text": "feed the cat", "at": "7am"}), ("add_reminder", {"text": "lock the door", "at": "10pm"})]),
 ("Track packages 1Z999AA10123456784 and 1Z999AA10123456785", [TRACK, REMIND], [("track_package", {"tracking_number": "1Z999AA10123456784"}), ("track_package", {"tracking_number": "1Z999AA10123456785"})]),
 ("Where are my parcels 940011 and 940012?", [TRACK, HOTEL], [("track_package", {"tracking_number": "940011"}), ("track_package", {"tracking_number": "940012"})]),
 ("Book a hotel in Vienna for 2 nights and one in Prague for 3 nights", [HOTEL, FORECAST], [("book_hotel", {"city": "Vienna", "nights": 2}), ("book_hotel", {"city": "Prague", "nights": 3})]),
 ("Book 2 nights in Lyon for 2 guests and 1 night in Nice", [HOTEL, TIMEZONE], [("book_hotel", {"city": "Lyon", "nights": 2, "guests": 2}), ("book_hotel", {"city": "Nice", "nights": 1})]),
 ("Convert 10 km to miles and 5 kg to pounds", [UNITS, QUOTES], [("convert_units", {"value": 10, "from_unit": "km", "to_unit": "miles"}), ("convert_units", {"value": 5, "from_unit": "kg", "to_unit": "pounds"})]),
 ("How many miles are 42 km and 21 km?", [UNITS, WEB], [("convert_units", {"value": 42, "from_unit": "km", "to_unit": "miles"}), ("convert_units", {"value": 21, "from_unit": "km", "to_unit": "miles"})]),
 ("Search the web for 'best hiking boots' and 'waterproof tents'", [WEB, CART], [("web_search", {"query": "best hiking boots"}), ("web_search", {"query": "waterproof tents"})]),
 ("Find horror movies and comedies in Denver", [SHOWS, FORECAST], [("search_movies", {"location": "Denver", "genre": "horror"}), ("search_movies", {"location": "Denver", "genre": "comedy"})]),
 ("Any comedy movies in Leeds or in York?", [SHOWS, WEB], [("search_movies", {"location": "Leeds", "genre": "comedy"}), ("search_movies", {"location": "York", "genre": "comedy"})]),
 ("Movies in Austin and Houston", [SHOWS, TIMEZONE], [("search_movies", {"location": "Austin"}), ("search_movies", {"location": "Houston"})]),
 ("Get quotes for AAPL and NVDA", [QUOTES, HEADLINES], [("get_quotes", {"symbols": ["AAPL", "NVDA"]})]),
 ("Add milk, eggs and bread to my cart", [CART, WEB], [("add_to_cart", {"items": ["milk", "eggs", "bread"]})]),
 ("Get quotes for TSLA and AMD, and the forecast for Chicago", [QUOTES, FORECAST], [("get_quotes", {"symbols": ["TSLA", "AMD"]}), ("get_forecast", {"city": "Chicago"})]),
 ("What's the time in Berlin and the forecast for Berlin?", [TIMEZONE, FORECAST], [("get_local_time", {"city": "Berlin"}), ("get_forecast", {"city": "Berlin"})]),
 ("Track parcel 77231 and remind me at 6pm to pick it up", [TRACK, REMIND], [("track_package", {"tracking_number": "77231"}), ("add_reminder", {"text": "pick it up", "at": "6pm"})]),
 ("Convert 100 miles to km and then email the result to ann@example.com with subject Distance", [UNITS, MAIL], [("convert_units", {"value": 100, "from_unit": "miles", "to_unit": "km"}), ("send_email", {"to": "ann@example.com", "subject": "Distance"})]),
 ("Search the web for cheap flights to Lima and get the forecast for Lima", [WEB, FORECAST], [("web_search", {"query": "cheap flights to Lima"}), ("get_forecast", {"city": "Lima"})]),
 ("Give me tech headlines, then the time in Seoul", [HEADLINES, TIMEZONE], [("fetch_headlines", {"category": "tech"}), ("get_local_time", {"city": "Seoul"})]),
 ("Book a hotel in Split for 4 nights and add sunscreen to my cart", [HOTEL, CART], [("book_hotel", {"city": "Split", "nights": 4}), ("add_to_cart", {"items": ["sunscreen"]})]),
 ("Forecast for Quito and also for Bogota and Lima", [FORECAST, TIMEZONE], [("get_forecast", {"city": "Quito"}), ("get_forecast", {"city": "Bogota"}), ("get_forecast", {"city": "Lima"})]),
 ("Send an email to bob@example.com with subject Lunch and another to eve@example.com with subject Dinner", [MAIL, REMIND], [("send_email", {"to": "bob@example.com", "subject": "Lunch"}), ("send_email", {"to": "eve@example.com", "subject": "Dinner"})]),
 ("Convert 3 cups to ml", [UNITS, WEB], [("convert_units", {"value": 3, "from_unit": "cups", "to_unit": "ml"})]),
 ("Search the web for salt and pepper shakers", [WEB, CART], [("web_search", {"query": "salt and pepper shakers"})]),
]


# -- several-short: written at stop 37 before any fix it measures -------------------------------------------
CITY_WEATHER = tool("get_weather", "Get the current weather for a city.",
  {"city": {"type": "string", "description": "City name, e.g. London."},
   "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Units of measurement.", "default": "metric"}}, ["city"])
RATE = tool("get_exchange_rate", "Get the exchange rate between two currencies.",
  {"base": {"type": "string", "description": "Three-letter code of the base currency, e.g. USD."},
   "target": {"type": "string", "description": "Three-letter code of the target currency, e.g. EUR."}}, ["base", "target"])
QUOTE = tool("get_stock_quote", "Get a real-time stock quote.",
  {"symbol": {"type": "string", "description": "Stock symbol, e.g. AAPL."}}, ["symbol"])
SAY = tool("translate", "Translate text into a target language.",
  {"text": {"type": "string", "description": "Text to translate."},
   "target_language": {"type": "string", "description": "Language to translate into, e.g. Spanish."}}, ["text", "target_language"])
TODO = tool("set_reminder", "Set a reminder.",
  {"title": {"type": "string", "description": "What the reminder is about."},
   "time": {"type": "string", "description": "When to remind, e.g. 3pm."}}, ["title", "time"])
TIMER = tool("set_timer", "Start a countdown timer.",
  {"minutes": {"type": "integer", "description": "Length of the timer in minutes."}}, ["minutes"])
ALARM = tool("set_alarm", "Set an alarm clock.",
  {"time": {"type": "string", "description": "Alarm time, e.g. 7:00am."}}, ["time"])
SONG = tool("play_song", "Play a song on Spotify.",
  {"song_name": {"type": "string", "description": "Title of the song."},
   "artist_name": {"type": "string", "description": "Name of the artist."}}, ["song_name"])
MUSIC = tool("play_music", "Play music matching a search query (a genre, an artist or a playlist).",
  {"query": {"type": "string", "description": "What to play, e.g. jazz."}}, ["query"])
VOLUME = tool("set_volume", "Set the speaker volume.",
  {"level": {"type": "integer", "description": "Volume level from 0 to 100."}}, ["level"])
LOOKUP = tool("search", "Search the internet.",
  {"query": {"type": "string", "description": "Search terms."}}, ["query"])
TEXT = tool("send_message", "Send a text message to a contact.",
  {"recipient": {"type": "string", "description": "Name of the contact."},
   "message": {"type": "string", "description": "Text of the message."}}, ["recipient", "message"])
SHORT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("weather in London and Paris", [CITY_WEATHER, QUOTE], [("get_weather", {"city": "London"}), ("get_weather", {"city": "Paris"})]),
 ("Is it raining in Seattle or Portland right now?", [CITY_WEATHER, LOOKUP], [("get_weather", {"city": "Seattle"}), ("get_weather", {"city": "Portland"})]),
 ("How's the weather in Lisbon? And Porto?", [CITY_WEATHER, SAY], [("get_weather", {"city": "Lisbon"}), ("get_weather", {"city": "Porto"})]),
 ("Weather: Rome, Milan, Naples", [CITY_WEATHER, QUOTE], [("get_weather", {"city": "Rome"}), ("get_weather", {"city": "Milan"}), ("get_weather", {"city": "Naples"})]),
 ("Check the weather for Miami and Orlando, both in imperial", [CITY_WEATHER, ALARM], [("get_weather", {"city": "Miami", "units": "imperial"}), ("get_weather", {"city": "Orlando", "units": "imperial"})]),
 ("Exchange rates for USD to EUR and USD to JPY", [RATE, QUOTE], [("get_exchange_rate", {"base": "USD", "target": "EUR"}), ("get_exchange_rate", {"base": "USD", "target": "JPY"})]),
 ("What's the GBP rate against USD and against EUR?", [RATE, CITY_WEATHER], [("get_exchange_rate", {"base": "GBP", "target": "USD"}), ("get_exchange_rate", {"base": "GBP", "target": "EUR"})]),
 ("Quote for AAPL, MSFT and GOOGL", [QUOTE, LOOKUP], [("get_stock_quote", {"symbol": "AAPL"}), ("get_stock_quote", {"symbol": "MSFT"}), ("get_stock_quote", {"symbol": "GOOGL"})]),
 ("how are TSLA and F doing", [QUOTE, CITY_WEATHER], [("get_stock_quote", {"symbol": "TSLA"}), ("get_stock_quote", {"symbol": "F"})]),
 ("Translate 'hello' to Spanish and French", [SAY, LOOKUP], [("translate", {"text": "hello", "target_language": "Spanish"}), ("translate", {"text": "hello", "target_language": "French"})]),
 ("How do you say 'thank you' in Japanese and in Korean?", [SAY, CITY_WEATHER], [("translate", {"text": "thank you", "target_language": "Japanese"}), ("translate", {"text": "thank you", "target_language": "Korean"})]),
 ("Remind me to call John at 3pm and to email Sara at 4pm", [TODO, ALARM], [("set_reminder", {"title": "call John", "time": "3pm"}), ("set_reminder", {"title": "email Sara", "time": "4pm"})]),
 ("Remind me at 8am and at 1pm to take my meds", [TODO, TIMER], [("set_reminder", {"title": "take my meds", "time": "8am"}), ("set_reminder", {"title": "take my meds", "time": "1pm"})]),
 ("Set timers for 10 and 25 minutes", [TIMER, ALARM], [("set_timer", {"minutes": 10}), ("set_timer", {"minutes": 25})]),
 ("Set an alarm for 6:30am and another one for 7am", [ALARM, TIMER], [("set_alarm", {"time": "6:30am"}), ("set_alarm", {"time": "7am"})]),
 ("Play Yesterday by the Beatles and Halo by Beyonce", [SONG, VOLUME], [("play_song", {"song_name": "Yesterday", "artist_name": "the Beatles"}), ("play_song", {"song_name": "Halo", "artist_name": "Beyonce"})]),
 ("Search for 'python tutorials' and 'rust tutorials'", [LOOKUP, SAY], [("search", {"query": "python tutorials"}), ("search", {"query": "rust tutorials"})]),
 ("Text Mom 'running late' and Dad 'see you soon'", [TEXT, TODO], [("send_message", {"recipient": "Mom", "message": "running late"}), ("send_message", {"recipient": "Dad", "message": "see you soon"})]),
 ("What's the weather in Denver and the price of AAPL?", [CITY_WEATHER, QUOTE], [("get_weather", {"city": "Denver"}), ("get_stock_quote", {"symbol": "AAPL"})]),
 ("EUR to USD rate, and the weather in Berlin", [RATE, CITY_WEATHER], [("get_exchange_rate", {"base": "EUR", "target": "USD"}), ("get_weather", {"city": "Berlin"})]),
 ("Translate 'good night' to German and remind me to study at 8pm", [SAY, TODO], [("translate", {"text": "good night", "target_language": "German"}), ("set_reminder", {"title": "study", "time": "8pm"})]),
 ("Play some jazz and set a timer for 20 minutes", [MUSIC, TIMER, VOLUME], [("play_music", {"query": "jazz"}), ("set_timer", {"minutes": 20})]),
 ("Play Bad Guy by Billie Eilish and turn the volume to 40", [SONG, VOLUME], [("play_song", {"song_name": "Bad Guy", "artist_name": "Billie Eilish"}), ("set_volume", {"level": 40})]),
 ("Quotes for NVDA and AMD, then search for chip shortage news", [QUOTE, LOOKUP], [("get_stock_quote", {"symbol": "NVDA"}), ("get_stock_quote", {"symbol": "AMD"}), ("search", {"query": "chip shortage news"})]),
 ("Set an alarm for 6am and tell me the weather in Boston", [ALARM, CITY_WEATHER], [("set_alarm", {"time": "6am"}), ("get_weather", {"city": "Boston"})]),
 ("Wake me up at 7am, and what's TSLA at?", [ALARM, QUOTE], [("set_alarm", {"time": "7am"}), ("get_stock_quote", {"symbol": "TSLA"})]),

 ("Translate 'fish and chips' to French", [SAY, LOOKUP], [("translate", {"text": "fish and chips", "target_language": "French"})]),
 ("Play Simon and Garfunkel", [MUSIC, VOLUME], [("play_music", {"query": "Simon and Garfunkel"})]),
 ("Weather in Washington, DC", [CITY_WEATHER, QUOTE], [("get_weather", {"city": "Washington, DC"})]),
 ("Remind me to buy bread and milk at 6pm", [TODO, ALARM], [("set_reminder", {"title": "buy bread and milk", "time": "6pm"})]),
 ("Search for the history of rock and roll", [LOOKUP, MUSIC], [("search", {"query": "the history of rock and roll"})]),
 ("Rate from USD to CAD and tell me if it went up", [RATE, QUOTE], [("get_exchange_rate", {"base": "USD", "target": "CAD"})]),
]


# -- several-live: written at stop 38 before any fix it measures -----------------------------------------
TRACK_PLAYER = tool("play_track", "Play a track on the user's music service.",
  {"query": {"type": "string", "description": "Title of the song to play, e.g. 'Yellow'."},
   "shuffle": {"type": "boolean", "description": "Whether to shuffle.", "default": False},
   "volume": {"type": "integer", "description": "Volume from 0 to 100.", "default": 50}}, ["query"])
SIMILAR_SONGS = tool("find_similar_songs", "Look up songs similar to a given song.",
  {"song": {"type": "string", "description": "Title of the song."},
   "limit": {"type": "integer", "description": "How many songs to return.", "default": 10}}, ["song"])
HOTEL_SEARCH = tool("Hotels_2_SearchHotel", "Search for hotels in a location.",
  {"location": {"type": "string", "description": "City where the hotel is, in the format of 'City, State', e.g. 'Austin, TX'."},
   "star_rating": {"type": "string", "enum": ["1", "2", "3", "4", "5", "dontcare"], "description": "Star rating of the hotel.", "default": "dontcare"}}, ["location"])
EATERIES = tool("Restaurants_2_FindRestaurants", "Find restaurants by location and by category.",
  {"category": {"type": "string", "description": "Type of food, e.g. Mexican, Italian, Sushi."},
   "location": {"type": "string", "description": "City where the restaurant is, in the format of 'City, State', e.g. 'Oakland, CA'."},
   "price_range": {"type": "string", "enum": ["cheap", "moderate", "pricey", "ultra high-end", "dontcare"], "description": "Price range.", "default": "dontcare"}}, ["category", "location"])
PAYMENT = tool("Payment_1_MakePayment", "Send money to a friend or a contact.",
  {"payment_method": {"type": "string", "enum": ["app balance", "debit card", "credit card"], "description": "Source of the money.", "default": "app balance"},
   "amount": {"type": "number", "description": "Amount of money to send."},
   "receiver": {"type": "string", "description": "Name of the contact or account receiving the money."}}, ["amount", "receiver"])
TODO_LIST = tool("todo", "Manage the user's todo list: add, delete or complete an item.",
  {"type": {"type": "string", "enum": ["add", "delete", "complete"], "description": "Action to take on the list."},
   "content": {"type": "string", "description": "Content of the todo item."}}, ["type", "content"])
TOPIC_NEWS = tool("get_news_by_topic", "Get the latest news articles about a topic.",
  {"topic": {"type": "string", "description": "Topic of the news, e.g. politics."},
   "language": {"type": "string", "description": "Language of the articles, e.g. English.", "default": "English"}}, ["topic"])
SHELL = tool("cmd_controller.execute", "Execute a command in the Windows command prompt.",
  {"command": {"type": "string", "description": "The command to run, e.g. 'dir'."}}, ["command"])
LIVE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather in Boston, MA and in Miami, FL?", [WEATHER, HOTEL_SEARCH], [("get_current_weather", {"location": "Boston, MA"}), ("get_current_weather", {"location": "Miami, FL"})]),
 ("weather for Austin, TX, Phoenix, AZ and Tampa, FL in celsius", [WEATHER, STOCKS], [("get_current_weather", {"location": "Austin, TX", "unit": "celsius"}), ("get_current_weather", {"location": "Phoenix, AZ", "unit": "celsius"}), ("get_current_weather", {"location": "Tampa, FL", "unit": "celsius"})]),
 ("Can you check the weather in Denver, CO? Also Chicago, IL please", [WEATHER, EATERIES], [("get_current_weather", {"location": "Denver, CO"}), ("get_current_weather", {"location": "Chicago, IL"})]),
 ("convert 10 USD to EUR and 20 GBP to JPY", [EXCHANGE, STOCKS], [("convert_currency", {"amount": 10, "from_currency": "USD", "to_currency": "EUR"}), ("convert_currency", {"amount": 20, "from_currency": "GBP", "to_currency": "JPY"})]),
 ("How much is 250 EUR in USD and in GBP?", [EXCHANGE, PAYMENT], [("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "USD"}), ("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "GBP"})]),
 ("price of AMZN and META please", [STOCKS, TOPIC_NEWS], [("get_stock_price", {"ticker": "AMZN"}), ("get_stock_price", {"ticker": "META"})]),
 ("play Shape of You and then look up songs like it", [TRACK_PLAYER, SIMILAR_SONGS], [("play_track", {"query": "Shape of You"}), ("find_similar_songs", {"song": "Shape of You"})]),
 ("find songs similar to Hotel California and Bohemian Rhapsody", [SIMILAR_SONGS, TRACK_PLAYER], [("find_similar_songs", {"song": "Hotel California"}), ("find_similar_songs", {"song": "Bohemian Rhapsody"})]),
 ("Play Yellow, then Clocks", [TRACK_PLAYER, SIMILAR_SONGS], [("play_track", {"query": "Yellow"}), ("play_track", {"query": "Clocks"})]),
 ("Find hotels in Seattle, WA and in Portland, OR", [HOTEL_SEARCH, WEATHER], [("Hotels_2_SearchHotel", {"location": "Seattle, WA"}), ("Hotels_2_SearchHotel", {"location": "Portland, OR"})]),
 ("Find 4 star hotels in San Diego, CA and Los Angeles, CA", [HOTEL_SEARCH, EATERIES], [("Hotels_2_SearchHotel", {"location": "San Diego, CA", "star_rating": "4"}), ("Hotels_2_SearchHotel", {"location": "Los Angeles, CA", "star_rating": "4"})]),
 ("Find cheap Mexican restaurants in Oakland, CA and Berkeley, CA", [EATERIES, HOTEL_SEARCH], [("Restaurants_2_FindRestaurants", {"category": "Mexican", "location": "Oakland, CA", "price_range": "cheap"}), ("Restaurants_2_FindRestaurants", {"category": "Mexican", "location": "Berkeley, CA", "price_range": "cheap"})]),
 ("I'm looking for Italian restaurants in Palo Alto, CA and Sushi places in San Jose, CA", [EATERIES, HOTEL_SEARCH], [("Restaurants_2_FindRestaurants", {"category": "Italian", "location": "Palo Alto, CA"}), ("Restaurants_2_FindRestaurants", {"category": "Sushi", "location": "San Jose, CA"})]),
 ("Send $20 to Alice and $35 to Bob from my app balance", [PAYMENT, EXCHANGE], [("Payment_1_MakePayment", {"payment_method": "app balance", "amount": 20, "receiver": "Alice"}), ("Payment_1_MakePayment", {"payment_method": "app balance", "amount": 35, "receiver": "Bob"})]),
 ("pay Mike 15 dollars with my debit card, and pay Jenny 40 with my credit card", [PAYMENT, EXCHANGE], [("Payment_1_MakePayment", {"payment_method": "debit card", "amount": 15, "receiver": "Mike"}), ("Payment_1_MakePayment", {"payment_method": "credit card", "amount": 40, "receiver": "Jenny"})]),
 ("add 'milk' and 'eggs' to my todo list", [TODO_LIST, PAYMENT], [("todo", {"type": "add", "content": "milk"}), ("todo", {"type": "add", "content": "eggs"})]),
 ("Add buy bread to my todo list and mark call the dentist as complete", [TODO_LIST, TOPIC_NEWS], [("todo", {"type": "add", "content": "buy bread"}), ("todo", {"type": "complete", "content": "call the dentist"})]),
 ("delete gym and laundry from my to-do list", [TODO_LIST, SHELL], [("todo", {"type": "delete", "content": "gym"}), ("todo", {"type": "delete", "content": "laundry"})]),
 ("news about climate change and about the stock market", [TOPIC_NEWS, STOCKS], [("get_news_by_topic", {"topic": "climate change"}), ("get_news_by_topic", {"topic": "the stock market"})]),
 ("Get me the latest news on tech and sports in Spanish", [TOPIC_NEWS, WEATHER], [("get_news_by_topic", {"topic": "tech", "language": "Spanish"}), ("get_news_by_topic", {"topic": "sports", "language": "Spanish"})]),
 ("Convert 5 miles to kilometers and 100 pounds to kilograms", [UNITS, EXCHANGE], [("convert_units", {"value": 5, "from_unit": "miles", "to_unit": "kilometers"}), ("convert_units", {"value": 100, "from_unit": "pounds", "to_unit": "kilograms"})]),
 ("how many feet are 3 meters and 10 meters?", [UNITS, WEATHER], [("convert_units", {"value": 3, "from_unit": "meters", "to_unit": "feet"}), ("convert_units", {"value": 10, "from_unit": "meters", "to_unit": "feet"})]),
 ("run ipconfig and whoami in the terminal", [SHELL, TODO_LIST], [("cmd_controller.execute", {"command": "ipconfig"}), ("cmd_controller.execute", {"command": "whoami"})]),
 ("Run the commands 'mkdir reports' and 'dir' please", [SHELL, TODO_LIST], [("cmd_controller.execute", {"command": "mkdir reports"}), ("cmd_controller.execute", {"command": "dir"})]),
 ("What's the weather in Houston, TX and how is TSLA trading?", [WEATHER, STOCKS], [("get_current_weather", {"location": "Houston, TX"}), ("get_stock_price", {"ticker": "TSLA"})]),
 ("Add 'call mom' to my todo list and pay Sarah $12 from my app balance", [TODO_LIST, PAYMENT], [("todo", {"type": "add", "content": "call mom"}), ("Payment_1_MakePayment", {"payment_method": "app balance", "amount": 12, "receiver": "Sarah"})]),
 ("Convert 50 USD to CAD, then find hotels in Toronto, ON", [EXCHANGE, HOTEL_SEARCH], [("convert_currency", {"amount": 50, "from_currency": "USD", "to_currency": "CAD"}), ("Hotels_2_SearchHotel", {"location": "Toronto, ON"})]),
 ("Play Blinding Lights and show me news about music", [TRACK_PLAYER, TOPIC_NEWS], [("play_track", {"query": "Blinding Lights"}), ("get_news_by_topic", {"topic": "music"})]),

 ("What's the weather like in Portland, OR?", [WEATHER, HOTEL_SEARCH], [("get_current_weather", {"location": "Portland, OR"})]),
 ("Add 'salt and pepper' to my todo list", [TODO_LIST, PAYMENT], [("todo", {"type": "add", "content": "salt and pepper"})]),
 ("Pay Tom and Jerry's Diner $30 with my debit card", [PAYMENT, EATERIES], [("Payment_1_MakePayment", {"payment_method": "debit card", "amount": 30, "receiver": "Tom and Jerry's Diner"})]),
 ("Any news on research and development?", [TOPIC_NEWS, STOCKS], [("get_news_by_topic", {"topic": "research and development"})]),
 ("Play Rock and Roll All Nite and turn shuffle on", [TRACK_PLAYER, SIMILAR_SONGS], [("play_track", {"query": "Rock and Roll All Nite", "shuffle": True})]),
]

# -- several-live2: written at stop 39 before any fix it measures ----------------------------------------
SKY = tool("Weather_1_GetWeather", "Get the weather for a city.",
  {"city": {"type": "string", "description": "Name of the city with its state, e.g. 'New York, NY'."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "Temperature unit.", "default": "fahrenheit"}}, ["city"])
TICKER = tool("stock_price.get", "Get the current price of a stock.",
  {"symbol": {"type": "string", "description": "Ticker symbol of the stock, e.g. 'IBM'."}}, ["symbol"])
FX = tool("currency_exchange.convert", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "Amount of money to convert."},
   "base_currency": {"type": "string", "description": "Currency code to convert from, e.g. USD."},
   "target_currency": {"type": "string", "description": "Currency code to convert to, e.g. EUR."}}, ["amount", "base_currency", "target_currency"])
CONVERTER = tool("unit_converter.convert", "Convert a quantity between units of measurement.",
  {"quantity": {"type": "number", "description": "The quantity to convert."},
   "from_unit": {"type": "string", "description": "Unit of the quantity, e.g. 'inches'."},
   "to_unit": {"type": "string", "description": "Unit to convert to, e.g. 'centimeters'."}}, ["quantity", "from_unit", "to_unit"])
TERMINAL = tool("os_shell.run", "Run a command in the user's shell and return its output.",
  {"command": {"type": "string", "description": "The shell command line, e.g. 'ls -la'."}}, ["command"])
TASKS = tool("todo_manager.handle_action", "Add, remove or complete items of the user's to-do list.",
  {"action": {"type": "string", "enum": ["add", "delete", "complete"], "description": "What to do with the item."},
   "content": {"type": "string", "description": "Text of the to-do item."}}, ["action", "content"])
MONEY_REQUEST = tool("Payment_1_RequestPayment", "Request money from a contact.",
  {"receiver": {"type": "string", "description": "Name of the contact to request the money from."},
   "amount": {"type": "number", "description": "Amount of money requested."},
   "private_visibility": {"type": "boolean", "description": "Whether the request is private.", "default": False}}, ["receiver", "amount"])
MONEY_SEND = tool("Payment_2_SendMoney", "Send money to a contact.",
  {"receiver": {"type": "string", "description": "Name of the contact receiving the money."},
   "amount": {"type": "number", "description": "Amount of money to send."},
   "payment_method": {"type": "string", "enum": ["app balance", "debit card", "credit card"], "description": "Where the money comes from.", "default": "app balance"}}, ["receiver", "amount"])
MEDIA = tool("Music_3_PlayMedia", "Play a song on a device.",
  {"track": {"type": "string", "description": "Title of the song."},
   "artist": {"type": "string", "description": "Artist of the song.", "default": "any"},
   "device": {"type": "string", "enum": ["Living room", "Kitchen", "Patio"], "description": "Device to play on.", "default": "Living room"}}, ["track"])
HEADLINE_FEED = tool("news.get_headlines", "Get the latest news headlines on a topic.",
  {"topic": {"type": "string", "description": "Topic of the news, e.g. 'business'."},
   "language": {"type": "string", "description": "Language of the headlines, e.g. 'English'.", "default": "English"}}, ["topic"])
CALENDAR = tool("calendar.create_event", "Create an event in the user's calendar.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "Date of the event, YYYY-MM-DD."},
   "time": {"type": "string", "description": "Start time, HH:MM."}}, ["title", "date"])
ONE_WAY = tool("Flights_4_SearchOnewayFlight", "Search for one-way flights.",
  {"origin_airport": {"type": "string", "description": "Airport or city to leave from, e.g. 'JFK'."},
   "destination_airport": {"type": "string", "description": "Airport or city to fly to, e.g. 'LAX'."},
   "departure_date": {"type": "string", "description": "Date of the flight, YYYY-MM-DD."}}, ["origin_airport", "destination_airport", "departure_date"])
RIDES = tool("RideSharing_2_GetRide", "Book a cab ride to a destination.",
  {"destination": {"type": "string", "description": "Address or place to go to."},
   "number_of_seats": {"type": "integer", "description": "Number of seats to reserve."},
   "ride_type": {"type": "string", "enum": ["Pool", "Regular", "Luxury"], "description": "Type of the ride.", "default": "Regular"}}, ["destination", "number_of_seats"])
SHOWTIMES = tool("Movies_1_FindMovies", "Find movies showing in theaters in a city.",
  {"location": {"type": "string", "description": "City of the theater, e.g. 'Berkeley, CA'."},
   "genre": {"type": "string", "description": "Genre of the movie, e.g. 'Drama'.", "default": "dontcare"},
   "show_type": {"type": "string", "enum": ["regular", "3d", "imax", "dontcare"], "description": "Type of the showing.", "default": "dontcare"}}, ["location"])
ROOMS = tool("Hotels_4_ReserveHotel", "Reserve rooms at a hotel.",
  {"place_name": {"type": "string", "description": "Name of the hotel."},
   "location": {"type": "string", "description": "City of the hotel, e.g. 'Austin, TX'."},
   "check_in_date": {"type": "string", "description": "Check-in date, YYYY-MM-DD."},
   "stay_length": {"type": "integer", "description": "Number of nights."}}, ["place_name", "location", "check_in_date", "stay_length"])
DINING = tool("Restaurants_1_ReserveRestaurant", "Reserve a table at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."},
   "location": {"type": "string", "description": "City of the restaurant, e.g. 'Boston, MA'."},
   "number_of_seats": {"type": "integer", "description": "Number of seats.", "default": 2}}, ["restaurant_name", "location"])
LIVE2: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather going to be in Chicago, IL and in Seattle, WA?", [SKY, ROOMS], [("Weather_1_GetWeather", {"city": "Chicago, IL"}), ("Weather_1_GetWeather", {"city": "Seattle, WA"})]),
 ("Check the weather for San Jose, CA, Fresno, CA and Sacramento, CA", [SKY, TICKER], [("Weather_1_GetWeather", {"city": "San Jose, CA"}), ("Weather_1_GetWeather", {"city": "Fresno, CA"}), ("Weather_1_GetWeather", {"city": "Sacramento, CA"})]),
 ("Give me the temperature in celsius for Toronto, ON and Ottawa, ON", [SKY, FX], [("Weather_1_GetWeather", {"city": "Toronto, ON", "unit": "celsius"}), ("Weather_1_GetWeather", {"city": "Ottawa, ON", "unit": "celsius"})]),
 ("Find action movies in Oakland, CA and comedy movies in Berkeley, CA", [SHOWTIMES, DINING], [("Movies_1_FindMovies", {"location": "Oakland, CA", "genre": "action"}), ("Movies_1_FindMovies", {"location": "Berkeley, CA", "genre": "comedy"})]),
 ("Show me imax movies in Fremont, CA and San Mateo, CA", [SHOWTIMES, SKY], [("Movies_1_FindMovies", {"location": "Fremont, CA", "show_type": "imax"}), ("Movies_1_FindMovies", {"location": "San Mateo, CA", "show_type": "imax"})]),
 ("Get stock prices for AAPL, NFLX and DIS", [TICKER, HEADLINE_FEED], [("stock_price.get", {"symbol": "AAPL"}), ("stock_price.get", {"symbol": "NFLX"}), ("stock_price.get", {"symbol": "DIS"})]),
 ("what's the stock price of NVDA and of AMD", [TICKER, FX], [("stock_price.get", {"symbol": "NVDA"}), ("stock_price.get", {"symbol": "AMD"})]),
 ("Convert 100 USD to EUR and to JPY", [FX, CONVERTER], [("currency_exchange.convert", {"amount": 100, "base_currency": "USD", "target_currency": "EUR"}), ("currency_exchange.convert", {"amount": 100, "base_currency": "USD", "target_currency": "JPY"})]),
 ("exchange 30 EUR to GBP and 75 CAD to USD", [FX, MONEY_SEND], [("currency_exchange.convert", {"amount": 30, "base_currency": "EUR", "target_currency": "GBP"}), ("currency_exchange.convert", {"amount": 75, "base_currency": "CAD", "target_currency": "USD"})]),
 ("Convert 10 kilograms to pounds and 3 liters to gallons", [CONVERTER, FX], [("unit_converter.convert", {"quantity": 10, "from_unit": "kilograms", "to_unit": "pounds"}), ("unit_converter.convert", {"quantity": 3, "from_unit": "liters", "to_unit": "gallons"})]),
 ("Run 'git status' and 'git log' in the shell", [TERMINAL, TASKS], [("os_shell.run", {"command": "git status"}), ("os_shell.run", {"command": "git log"})]),
 ("please run hostname and systeminfo", [TERMINAL, CALENDAR], [("os_shell.run", {"command": "hostname"}), ("os_shell.run", {"command": "systeminfo"})]),
 ("Add 'pick up kids' and 'buy groceries' to my to-do list", [TASKS, CALENDAR], [("todo_manager.handle_action", {"action": "add", "content": "pick up kids"}), ("todo_manager.handle_action", {"action": "add", "content": "buy groceries"})]),
 ("Remove dentist appointment and car wash from my todo list", [TASKS, TERMINAL], [("todo_manager.handle_action", {"action": "delete", "content": "dentist appointment"}), ("todo_manager.handle_action", {"action": "delete", "content": "car wash"})]),
 ("Mark 'pay rent' as complete and add 'call landlord' to my todo list", [TASKS, MONEY_SEND], [("todo_manager.handle_action", {"action": "complete", "content": "pay rent"}), ("todo_manager.handle_action", {"action": "add", "content": "call landlord"})]),
 ("Request $25 from Anna and $40 from Mark", [MONEY_REQUEST, MONEY_SEND], [("Payment_1_RequestPayment", {"receiver": "Anna", "amount": 25}), ("Payment_1_RequestPayment", {"receiver": "Mark", "amount": 40})]),
 ("Send $50 to Kevin and $10 to Lisa using my credit card", [MONEY_SEND, MONEY_REQUEST], [("Payment_2_SendMoney", {"receiver": "Kevin", "amount": 50, "payment_method": "credit card"}), ("Payment_2_SendMoney", {"receiver": "Lisa", "amount": 10, "payment_method": "credit card"})]),
 ("Play Blank Space by Taylor Swift and Lose Yourself by Eminem", [MEDIA, HEADLINE_FEED], [("Music_3_PlayMedia", {"track": "Blank Space", "artist": "Taylor Swift"}), ("Music_3_PlayMedia", {"track": "Lose Yourself", "artist": "Eminem"})]),
 ("Play Thunderstruck in the kitchen and Hey Jude on the patio", [MEDIA, SKY], [("Music_3_PlayMedia", {"track": "Thunderstruck", "device": "Kitchen"}), ("Music_3_PlayMedia", {"track": "Hey Jude", "device": "Patio"})]),
 ("Get the latest headlines on health and on science in French", [HEADLINE_FEED, TICKER], [("news.get_headlines", {"topic": "health", "language": "French"}), ("news.get_headlines", {"topic": "science", "language": "French"})]),
 ("News about Formula 1, tennis and golf", [HEADLINE_FEED, SKY], [("news.get_headlines", {"topic": "Formula 1"}), ("news.get_headlines", {"topic": "tennis"}), ("news.get_headlines", {"topic": "golf"})]),
 ("Create calendar events 'Team sync' on 2025-03-04 at 10:00 and 'Lunch with Sam' on 2025-03-05 at 12:30", [CALENDAR, TASKS], [("calendar.create_event", {"title": "Team sync", "date": "2025-03-04", "time": "10:00"}), ("calendar.create_event", {"title": "Lunch with Sam", "date": "2025-03-05", "time": "12:30"})]),
 ("Search one-way flights from SFO to JFK on 2025-04-10 and from JFK to SFO on 2025-04-17", [ONE_WAY, SKY], [("Flights_4_SearchOnewayFlight", {"origin_airport": "SFO", "destination_airport": "JFK", "departure_date": "2025-04-10"}), ("Flights_4_SearchOnewayFlight", {"origin_airport": "JFK", "destination_airport": "SFO", "departure_date": "2025-04-17"})]),
 ("Book a Pool ride to the airport for 2 and a Luxury ride to downtown for 1", [RIDES, ONE_WAY], [("RideSharing_2_GetRide", {"destination": "the airport", "number_of_seats": 2, "ride_type": "Pool"}), ("RideSharing_2_GetRide", {"destination": "downtown", "number_of_seats": 1, "ride_type": "Luxury"})]),
 ("Reserve the Hilton in Austin, TX from 2025-05-01 for 2 nights and the Marriott in Dallas, TX from 2025-05-03 for 3 nights", [ROOMS, DINING], [("Hotels_4_ReserveHotel", {"place_name": "Hilton", "location": "Austin, TX", "check_in_date": "2025-05-01", "stay_length": 2}), ("Hotels_4_ReserveHotel", {"place_name": "Marriott", "location": "Dallas, TX", "check_in_date": "2025-05-03", "stay_length": 3})]),
 ("Add 'book flights' to my todo list and check the weather in Austin, TX", [TASKS, SKY], [("todo_manager.handle_action", {"action": "add", "content": "book flights"}), ("Weather_1_GetWeather", {"city": "Austin, TX"})]),
 ("Get the price of AAPL and the news about Apple", [TICKER, HEADLINE_FEED], [("stock_price.get", {"symbol": "AAPL"}), ("news.get_headlines", {"topic": "Apple"})]),
 ("Convert 5 feet to meters and 200 USD to EUR", [CONVERTER, FX], [("unit_converter.convert", {"quantity": 5, "from_unit": "feet", "to_unit": "meters"}), ("currency_exchange.convert", {"amount": 200, "base_currency": "USD", "target_currency": "EUR"})]),

 ("Get headlines on economy, climate change, and elections in German", [HEADLINE_FEED, TICKER], [("news.get_headlines", {"topic": "economy", "language": "German"}), ("news.get_headlines", {"topic": "climate change", "language": "German"}), ("news.get_headlines", {"topic": "elections", "language": "German"})]),
 ("add eggs, milk, and bread to my to-do list", [TASKS, CALENDAR], [("todo_manager.handle_action", {"action": "add", "content": "eggs"}), ("todo_manager.handle_action", {"action": "add", "content": "milk"}), ("todo_manager.handle_action", {"action": "add", "content": "bread"})]),
 ("weather in Boston, MA, Denver, CO, and Austin, TX in celsius", [SKY, ROOMS], [("Weather_1_GetWeather", {"city": "Boston, MA", "unit": "celsius"}), ("Weather_1_GetWeather", {"city": "Denver, CO", "unit": "celsius"}), ("Weather_1_GetWeather", {"city": "Austin, TX", "unit": "celsius"})]),
 ("stock price of MSFT, GOOG, AMZN", [TICKER, FX], [("stock_price.get", {"symbol": "MSFT"}), ("stock_price.get", {"symbol": "GOOG"}), ("stock_price.get", {"symbol": "AMZN"})]),
 ("Play Hey Jude, Let It Be and Yesterday on the patio", [MEDIA, SKY], [("Music_3_PlayMedia", {"track": "Hey Jude", "device": "Patio"}), ("Music_3_PlayMedia", {"track": "Let It Be", "device": "Patio"}), ("Music_3_PlayMedia", {"track": "Yesterday", "device": "Patio"})]),
 ("run ls, pwd and whoami in the shell", [TERMINAL, TASKS], [("os_shell.run", {"command": "ls"}), ("os_shell.run", {"command": "pwd"}), ("os_shell.run", {"command": "whoami"})]),
 ("Find comedy movies in San Francisco, CA, Oakland, CA and San Jose, CA", [SHOWTIMES, DINING], [("Movies_1_FindMovies", {"location": "San Francisco, CA", "genre": "comedy"}), ("Movies_1_FindMovies", {"location": "Oakland, CA", "genre": "comedy"}), ("Movies_1_FindMovies", {"location": "San Jose, CA", "genre": "comedy"})]),
 ("Get news about Trinidad and Tobago in Spanish", [HEADLINE_FEED, SKY], [("news.get_headlines", {"topic": "Trinidad and Tobago", "language": "Spanish"})]),

 ("Play Me and Bobby McGee by Janis Joplin", [MEDIA, HEADLINE_FEED], [("Music_3_PlayMedia", {"track": "Me and Bobby McGee", "artist": "Janis Joplin"})]),
 ("Add 'research and write report' to my todo list", [TASKS, CALENDAR], [("todo_manager.handle_action", {"action": "add", "content": "research and write report"})]),
 ("Get news about Bosnia and Herzegovina", [HEADLINE_FEED, SKY], [("news.get_headlines", {"topic": "Bosnia and Herzegovina"})]),
 ("Book a table for 4 at Bread and Butter in Boston, MA", [DINING, ROOMS], [("Restaurants_1_ReserveRestaurant", {"restaurant_name": "Bread and Butter", "location": "Boston, MA", "number_of_seats": 4})]),
 ("Create an event called Pride and Prejudice screening on 2025-06-01", [CALENDAR, TASKS], [("calendar.create_event", {"title": "Pride and Prejudice screening", "date": "2025-06-01"})]),
]

# -- several-apis: written at stop 40 before any fix it measures -----------------------------------------
OWM_NOW = tool("owm.current_weather", "Current weather data for a city (OpenWeatherMap).",
  {"q": {"type": "string", "description": "City name, e.g. 'London'."},
   "units": {"type": "string", "enum": ["standard", "metric", "imperial"], "description": "Units of measurement.", "default": "standard"}}, ["q"])
OWM_DAILY = tool("owm.daily_forecast", "Daily weather forecast for a city for up to 16 days.",
  {"q": {"type": "string", "description": "City name, e.g. 'London'."},
   "cnt": {"type": "integer", "description": "Number of days to return, 1 to 16."}}, ["q"])
GH_REPO = tool("github.repos.get", "Get information about a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository without the .git extension."}}, ["owner", "repo"])
GH_ISSUES = tool("github.issues.list_for_repo", "List issues in a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository without the .git extension."},
   "state": {"type": "string", "enum": ["open", "closed", "all"], "description": "Indicates the state of the issues to return.", "default": "open"}}, ["owner", "repo"])
DISTANCE = tool("maps.distance_matrix", "Travel distance and time between an origin and a destination.",
  {"origins": {"type": "string", "description": "Starting point, an address or a place name."},
   "destinations": {"type": "string", "description": "End point, an address or a place name."},
   "mode": {"type": "string", "enum": ["driving", "walking", "bicycling", "transit"], "description": "Travel mode.", "default": "driving"}}, ["origins", "destinations"])
GEOCODE = tool("maps.geocode", "Convert an address into geographic coordinates.",
  {"address": {"type": "string", "description": "The street address or place to geocode."}}, ["address"])
YELP = tool("yelp.business_search", "Search local businesses such as restaurants by term and location.",
  {"term": {"type": "string", "description": "Search term, e.g. 'food', or a category such as 'sushi'."},
   "location": {"type": "string", "description": "Geographic area to search, e.g. 'New York City'."},
   "limit": {"type": "integer", "description": "Number of results to return.", "default": 20}}, ["location"])
YELP_REVIEWS = tool("yelp.business_reviews", "Get the reviews of a business by its id.",
  {"business_id": {"type": "string", "description": "Yelp id of the business."}}, ["business_id"])
SMS = tool("twilio.messages.create", "Send an SMS message to a phone number.",
  {"to": {"type": "string", "description": "Destination phone number in E.164 format, e.g. +15558675310."},
   "body": {"type": "string", "description": "Text of the message."}}, ["to", "body"])
PHONE_CALL = tool("twilio.calls.create", "Place a phone call to a number.",
  {"to": {"type": "string", "description": "Phone number to call."},
   "say": {"type": "string", "description": "Text to read out when answered."}}, ["to"])
SLACK_POST = tool("slack.chat_postMessage", "Post a message to a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name or id, e.g. #general."},
   "text": {"type": "string", "description": "Text of the message."}}, ["channel", "text"])
SLACK_TOPIC = tool("slack.conversations_setTopic", "Set the topic of a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name or id, e.g. #general."},
   "topic": {"type": "string", "description": "The new topic."}}, ["channel", "topic"])
DEFINE = tool("dictionary.define", "Look up the definitions of an English word.",
  {"word": {"type": "string", "description": "The word to define."}}, ["word"])
SYNONYMS = tool("dictionary.synonyms", "List synonyms of an English word.",
  {"word": {"type": "string", "description": "The word."}}, ["word"])
WIKI = tool("wikipedia.page_summary", "Get the summary of a Wikipedia article.",
  {"title": {"type": "string", "description": "Title of the article, e.g. 'Albert Einstein'."},
   "lang": {"type": "string", "description": "Language edition code, e.g. 'en'.", "default": "en"}}, ["title"])
IP_INFO = tool("ipinfo.lookup", "Get the location and network details of an IP address.",
  {"ip": {"type": "string", "description": "IPv4 or IPv6 address."}}, ["ip"])
DNS = tool("dns.resolve", "Resolve a domain name's DNS records.",
  {"domain": {"type": "string", "description": "Domain name, e.g. example.com."},
   "record_type": {"type": "string", "enum": ["A", "AAAA", "MX", "TXT"], "description": "Type of record.", "default": "A"}}, ["domain"])
WHOIS = tool("whois.lookup", "Get the WHOIS registration record of a domain.",
  {"domain": {"type": "string", "description": "Domain name, e.g. example.com."}}, ["domain"])
JIRA_CREATE = tool("jira.create_issue", "Create an issue in a Jira project.",
  {"project_key": {"type": "string", "description": "Key of the project, e.g. 'PROJ'."},
   "summary": {"type": "string", "description": "Summary of the issue."},
   "issue_type": {"type": "string", "enum": ["Bug", "Task", "Story"], "description": "Type of the issue.", "default": "Task"}}, ["project_key", "summary"])
JIRA_COMMENT = tool("jira.add_comment", "Add a comment to a Jira issue.",
  {"issue_key": {"type": "string", "description": "Key of the issue, e.g. 'PROJ-12'."},
   "body": {"type": "string", "description": "Text of the comment."}}, ["issue_key", "body"])
REFUND = tool("stripe.refunds.create", "Refund a charge, fully or in part.",
  {"charge": {"type": "string", "description": "Id of the charge to refund, e.g. 'ch_1Nq'."},
   "amount": {"type": "number", "description": "Amount to refund; the whole charge when omitted."}}, ["charge"])
CHARGE = tool("stripe.charges.retrieve", "Retrieve the details of a charge.",
  {"charge": {"type": "string", "description": "Id of the charge, e.g. 'ch_1Nq'."}}, ["charge"])
SPOTIFY = tool("spotify.search", "Search Spotify for tracks, albums or artists.",
  {"q": {"type": "string", "description": "Search query."},
   "type": {"type": "string", "enum": ["track", "album", "artist"], "description": "Type of item to search for."},
   "limit": {"type": "integer", "description": "Maximum number of results.", "default": 20}}, ["q", "type"])
SPOTIFY_QUEUE = tool("spotify.add_to_queue", "Add a track to the user's playback queue.",
  {"uri": {"type": "string", "description": "Spotify URI of the track, e.g. 'spotify:track:4iV5W9uYEdYUVa79Axb7Rh'."}}, ["uri"])
NUTRITION = tool("nutrition.lookup", "Get the calories and nutrients of an amount of a food.",
  {"food": {"type": "string", "description": "Name of the food."},
   "grams": {"type": "number", "description": "Amount in grams.", "default": 100}}, ["food"])
THERMOSTAT = tool("nest.set_temperature", "Set the target temperature of a thermostat.",
  {"room": {"type": "string", "description": "Room of the thermostat, e.g. 'hallway'."},
   "celsius": {"type": "number", "description": "Target temperature in degrees Celsius."}}, ["room", "celsius"])
THERMOSTAT_MODE = tool("nest.set_mode", "Set the mode of a thermostat.",
  {"room": {"type": "string", "description": "Room of the thermostat, e.g. 'hallway'."},
   "mode": {"type": "string", "enum": ["heat", "cool", "off"], "description": "The mode."}}, ["room", "mode"])
ZONE_TIME = tool("worldtime.get_time", "Get the current time in an IANA time zone.",
  {"timezone": {"type": "string", "description": "Time zone in Area/Location form, e.g. 'America/New_York'."}}, ["timezone"])
LIBRARY = tool("openlibrary.search", "Search Open Library for books.",
  {"title": {"type": "string", "description": "Title of the book."},
   "author": {"type": "string", "description": "Name of the author."}}, [])
GCAL = tool("google_calendar.insert_event", "Add an event to the user's Google Calendar.",
  {"summary": {"type": "string", "description": "Title of the event."},
   "start_date": {"type": "string", "description": "Date of the event, YYYY-MM-DD."},
   "start_time": {"type": "string", "description": "Start time, HH:MM."}}, ["summary", "start_date"])
APIS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the current weather in Paris and Lyon in metric?", [OWM_NOW, OWM_DAILY], [("owm.current_weather", {"q": "Paris", "units": "metric"}), ("owm.current_weather", {"q": "Lyon", "units": "metric"})]),
 ("Daily forecast for the next 7 days for Oslo and for Bergen", [OWM_DAILY, OWM_NOW], [("owm.daily_forecast", {"q": "Oslo", "cnt": 7}), ("owm.daily_forecast", {"q": "Bergen", "cnt": 7})]),
 ("For each of Denver, Boulder and Aspen, get the current weather", [OWM_NOW, OWM_DAILY], [("owm.current_weather", {"q": "Denver"}), ("owm.current_weather", {"q": "Boulder"}), ("owm.current_weather", {"q": "Aspen"})]),
 ("Show me the open issues of facebook/react and of vercel/next.js", [GH_ISSUES, GH_REPO], [("github.issues.list_for_repo", {"owner": "facebook", "repo": "react", "state": "open"}), ("github.issues.list_for_repo", {"owner": "vercel", "repo": "next.js", "state": "open"})]),
 ("Get repository details for both django/django and pallets/flask", [GH_REPO, GH_ISSUES], [("github.repos.get", {"owner": "django", "repo": "django"}), ("github.repos.get", {"owner": "pallets", "repo": "flask"})]),
 ("Look up the repo rust-lang/cargo and list its closed issues", [GH_REPO, GH_ISSUES], [("github.repos.get", {"owner": "rust-lang", "repo": "cargo"}), ("github.issues.list_for_repo", {"owner": "rust-lang", "repo": "cargo", "state": "closed"})]),
 ("How far is it from Boston to Providence and from Providence to Hartford?", [DISTANCE, GEOCODE], [("maps.distance_matrix", {"origins": "Boston", "destinations": "Providence"}), ("maps.distance_matrix", {"origins": "Providence", "destinations": "Hartford"})]),
 ("Walking and transit times from Union Square to Golden Gate Park", [DISTANCE, GEOCODE], [("maps.distance_matrix", {"origins": "Union Square", "destinations": "Golden Gate Park", "mode": "walking"}), ("maps.distance_matrix", {"origins": "Union Square", "destinations": "Golden Gate Park", "mode": "transit"})]),
 ("Find sushi and ramen places in Brooklyn", [YELP, YELP_REVIEWS], [("yelp.business_search", {"term": "sushi", "location": "Brooklyn"}), ("yelp.business_search", {"term": "ramen", "location": "Brooklyn"})]),
 ("Find 3 pizza places in Chicago and 5 taco places in Austin", [YELP, GEOCODE], [("yelp.business_search", {"term": "pizza", "location": "Chicago", "limit": 3}), ("yelp.business_search", {"term": "taco", "location": "Austin", "limit": 5})]),
 ("Text +15551234567 'on my way' and +15557654321 'running late'", [SMS, PHONE_CALL], [("twilio.messages.create", {"to": "+15551234567", "body": "on my way"}), ("twilio.messages.create", {"to": "+15557654321", "body": "running late"})]),
 ("Post 'deploy finished' in #ops and #dev", [SLACK_POST, SLACK_TOPIC], [("slack.chat_postMessage", {"channel": "#ops", "text": "deploy finished"}), ("slack.chat_postMessage", {"channel": "#dev", "text": "deploy finished"})]),
 ("Define ephemeral, ubiquitous and serendipity", [DEFINE, SYNONYMS], [("dictionary.define", {"word": "ephemeral"}), ("dictionary.define", {"word": "ubiquitous"}), ("dictionary.define", {"word": "serendipity"})]),
 ("Give me the Wikipedia summaries of Alan Turing and Ada Lovelace", [WIKI, DEFINE], [("wikipedia.page_summary", {"title": "Alan Turing"}), ("wikipedia.page_summary", {"title": "Ada Lovelace"})]),
 ("Where are these IPs located: 8.8.8.8, 1.1.1.1 and 9.9.9.9?", [IP_INFO, DNS], [("ipinfo.lookup", {"ip": "8.8.8.8"}), ("ipinfo.lookup", {"ip": "1.1.1.1"}), ("ipinfo.lookup", {"ip": "9.9.9.9"})]),
 ("Create two bugs in Jira project WEB: 'Login button broken' and 'Footer misaligned'", [JIRA_CREATE, JIRA_COMMENT], [("jira.create_issue", {"project_key": "WEB", "summary": "Login button broken", "issue_type": "Bug"}), ("jira.create_issue", {"project_key": "WEB", "summary": "Footer misaligned", "issue_type": "Bug"})]),
 ("Refund $20 of charge ch_123 and $15 of charge ch_456", [REFUND, CHARGE], [("stripe.refunds.create", {"charge": "ch_123", "amount": 20}), ("stripe.refunds.create", {"charge": "ch_456", "amount": 15})]),
 ("Run whois on example.com and wikipedia.org", [WHOIS, DNS], [("whois.lookup", {"domain": "example.com"}), ("whois.lookup", {"domain": "wikipedia.org"})]),
 ("Search Spotify for the albums Abbey Road and Rumours", [SPOTIFY, SPOTIFY_QUEUE], [("spotify.search", {"q": "Abbey Road", "type": "album"}), ("spotify.search", {"q": "Rumours", "type": "album"})]),
 ("Nutrition for 150 grams of rice and 200 grams of chicken breast", [NUTRITION, DEFINE], [("nutrition.lookup", {"food": "rice", "grams": 150}), ("nutrition.lookup", {"food": "chicken breast", "grams": 200})]),
 ("Set the living room and bedroom thermostats to 21 and 19 degrees respectively", [THERMOSTAT, THERMOSTAT_MODE], [("nest.set_temperature", {"room": "living room", "celsius": 21}), ("nest.set_temperature", {"room": "bedroom", "celsius": 19})]),
 ("What time is it in Europe/London and Asia/Tokyo right now?", [ZONE_TIME, OWM_NOW], [("worldtime.get_time", {"timezone": "Europe/London"}), ("worldtime.get_time", {"timezone": "Asia/Tokyo"})]),
 ("Find Italian restaurants in Denver and the driving distance from Boulder to Denver", [YELP, DISTANCE], [("yelp.business_search", {"term": "Italian", "location": "Denver"}), ("maps.distance_matrix", {"origins": "Boulder", "destinations": "Denver", "mode": "driving"})]),
 ("Text +14155550100 'meeting moved to 3pm' and post the same message to #team", [SMS, SLACK_POST], [("twilio.messages.create", {"to": "+14155550100", "body": "meeting moved to 3pm"}), ("slack.chat_postMessage", {"channel": "#team", "text": "meeting moved to 3pm"})]),
 ("Define 'quixotic' and get the Wikipedia summary of Don Quixote", [DEFINE, WIKI], [("dictionary.define", {"word": "quixotic"}), ("wikipedia.page_summary", {"title": "Don Quixote"})]),
 ("Add 'Dentist' to my calendar on 2025-09-12 at 09:00 and text +15550001111 'dentist at 9 tomorrow'", [GCAL, SMS], [("google_calendar.insert_event", {"summary": "Dentist", "start_date": "2025-09-12", "start_time": "09:00"}), ("twilio.messages.create", {"to": "+15550001111", "body": "dentist at 9 tomorrow"})]),
 ("Get the 3-day forecast for Denver and the current weather in Boulder", [OWM_DAILY, OWM_NOW], [("owm.daily_forecast", {"q": "Denver", "cnt": 3}), ("owm.current_weather", {"q": "Boulder"})]),
 ("Search Open Library for books by Toni Morrison and by James Baldwin", [LIBRARY, WIKI], [("openlibrary.search", {"author": "Toni Morrison"}), ("openlibrary.search", {"author": "James Baldwin"})]),
 ("Resolve the MX records of gmail.com and outlook.com", [DNS, WHOIS], [("dns.resolve", {"domain": "gmail.com", "record_type": "MX"}), ("dns.resolve", {"domain": "outlook.com", "record_type": "MX"})]),
 ("Comment 'fixed in v2.1' on WEB-12 and WEB-15", [JIRA_COMMENT, JIRA_CREATE], [("jira.add_comment", {"issue_key": "WEB-12", "body": "fixed in v2.1"}), ("jira.add_comment", {"issue_key": "WEB-15", "body": "fixed in v2.1"})]),

 ("Driving distance between Dallas and Houston", [DISTANCE, GEOCODE], [("maps.distance_matrix", {"origins": "Dallas", "destinations": "Houston", "mode": "driving"})]),
 ("Wikipedia summary of Romeo and Juliet", [WIKI, LIBRARY], [("wikipedia.page_summary", {"title": "Romeo and Juliet"})]),
 ("Find fish and chips places in Brighton", [YELP, GEOCODE], [("yelp.business_search", {"term": "fish and chips", "location": "Brighton"})]),
 ("Post 'build and deploy done' to #releases", [SLACK_POST, SLACK_TOPIC], [("slack.chat_postMessage", {"channel": "#releases", "text": "build and deploy done"})]),
 ("Search Spotify for the album Sticks and Stones", [SPOTIFY, SPOTIFY_QUEUE], [("spotify.search", {"q": "Sticks and Stones", "type": "album"})]),
]



def score(model: LocalChatModel, label: str, cases: Sequence[tuple[str, list[Any], list[Any]]]) -> None:
    """Print each wrong case (every case with ``-v``) and the set's total: exactly the calls listed."""
    right = 0
    for request, tools, wanted in cases:
        got = calls(model, request, *tools)
        right += got == wanted
        if got != wanted or "-v" in sys.argv:
            print(("ok " if got == wanted else "-- ") + repr(request), f"\n      got  {got}\n      want {wanted}")
    print(f"{label}: {len(cases)} tasks, exactly right {right}/{len(cases)}")


def main() -> None:
    model = LocalChatModel()
    for label, cases in (("several-users", CASES), ("several-more", MORE), ("several-fresh", FRESH), ("several-short", SHORT), ("several-live", LIVE),
                         ("several-live2", LIVE2), ("several-apis", APIS)):
        score(model, label, cases)


if __name__ == "__main__":
    main()
