# ruff: noqa: E501
"""Calls of two or more different tools in one request, for the embedded local model: requests written
the way people ask for several different things at once, on tool sets of three to six tools shaped like
real-world APIs (weather and local time, hotel and restaurant search, payments and a todo list, flights
and car rental, news and stock quotes, unit and currency conversion, a calendar, reminders and email,
music and volume), each set holding near neighbours that must not be chosen, through the public API.
Each request must get exactly the calls listed, in order. ``MIXED``: written at stop 39 before any fix it
measures (35 requests: one part asking for two calls of one tool and another part for a different tool,
parts joined by "and", "then", "also", commas or separate sentences, parts sharing a value ("... and
restaurants there", "both"), a part no offered tool can do (only the other parts get calls), and three
requests that ask for one call); 22/35 on main (555c8ac) when written, 31/35 at the end of stop 39
(left: a title running on into an ISO date, "the election" read as "election", "tell me if that's a good
rate" calling the rate tool too, "Salt and Pepper" cut at its "and").

    PYTHONPATH=src .venv/bin/python bench/local_mixed.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from local_calls import tool  # the same helpers the tests of the embedded model use

from local_several import (
    ALARM,
    CITY_WEATHER,
    EATERIES,
    EXCHANGE,
    FLIGHTS,
    FORECAST,
    HOTEL,
    HOTEL_SEARCH,
    LOOKUP,
    MAIL,
    MUSIC,
    NEWS,
    ORDERS,
    PAYMENT,
    QUOTE,
    RATE,
    REMIND,
    SAY,
    SONG,
    STOCKS,
    TABLES,
    TAXI,
    TEXT,
    TIMER,
    TIMEZONE,
    TODO_LIST,
    TRACK,
    UNITS,
    VOLUME,
    WEATHER,
    score,
)
from sprig import ExternalTool
from sprig.models import LocalChatModel

CAR_RENTAL = tool("rent_car", "Reserve a rental car in a city for a period of days.",
  {"city": {"type": "string", "description": "City where the car is picked up."},
   "pickup_date": {"type": "string", "description": "Pick-up date, YYYY-MM-DD."},
   "return_date": {"type": "string", "description": "Return date, YYYY-MM-DD."},
   "car_type": {"type": "string", "enum": ["economy", "compact", "SUV", "luxury"], "description": "Class of the car.", "default": "economy"}},
  ["city", "pickup_date", "return_date"])
CALENDAR = tool("create_event", "Create an event in the user's calendar.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "Date of the event, YYYY-MM-DD."},
   "time": {"type": "string", "description": "Start time, e.g. 14:00."}}, ["title", "date"])
RESTAURANTS = tool("find_restaurants", "Find restaurants in a city, optionally by cuisine.",
  {"city": {"type": "string", "description": "The city, e.g. Rome."},
   "cuisine": {"type": "string", "description": "Kind of food, e.g. Italian."}}, ["city"])
MIXED: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather in Boston and Denver, and what time is it in Tokyo?", [CITY_WEATHER, TIMEZONE, FORECAST],
  [("get_weather", {"city": "Boston"}), ("get_weather", {"city": "Denver"}), ("get_local_time", {"city": "Tokyo"})]),
 ("Find hotels in Austin, TX and Thai restaurants there", [HOTEL_SEARCH, EATERIES, WEATHER],
  [("Hotels_2_SearchHotel", {"location": "Austin, TX"}), ("Restaurants_2_FindRestaurants", {"category": "Thai", "location": "Austin, TX"})]),
 ("Pay Maria $25 with my debit card and add 'return Maria's book' to my todo list", [PAYMENT, TODO_LIST, EXCHANGE],
  [("Payment_1_MakePayment", {"payment_method": "debit card", "amount": 25, "receiver": "Maria"}), ("todo", {"type": "add", "content": "return Maria's book"})]),
 ("Search flights from Chicago to Miami on 2024-07-04, then rent a car in Miami from 2024-07-04 to 2024-07-09", [FLIGHTS, CAR_RENTAL, HOTEL, TAXI],
  [("search_flights", {"origin": "Chicago", "destination": "Miami", "date": "2024-07-04"}), ("rent_car", {"city": "Miami", "pickup_date": "2024-07-04", "return_date": "2024-07-09"})]),
 ("Get the latest news about Tesla and the stock price of TSLA", [NEWS, STOCKS, QUOTE],
  [("get_news", {"topic": "Tesla"}), ("get_stock_price", {"ticker": "TSLA"})]),
 ("Convert 10 miles to kilometers and 100 USD to EUR", [UNITS, EXCHANGE, RATE],
  [("convert_units", {"value": 10, "from_unit": "miles", "to_unit": "kilometers"}), ("convert_currency", {"amount": 100, "from_currency": "USD", "to_currency": "EUR"})]),
 ("Create an event called Team sync on 2024-03-12 at 10:00, remind me at 9:30 to prepare slides, and email bob@example.com with subject Agenda", [CALENDAR, REMIND, MAIL, TEXT],
  [("create_event", {"title": "Team sync", "date": "2024-03-12", "time": "10:00"}), ("add_reminder", {"text": "prepare slides", "at": "9:30"}), ("send_email", {"to": "bob@example.com", "subject": "Agenda"})]),
 ("Play Bad Guy by Billie Eilish and set the volume to 30", [SONG, VOLUME, MUSIC],
  [("play_song", {"song_name": "Bad Guy", "artist_name": "Billie Eilish"}), ("set_volume", {"level": 30})]),
 ("Book a hotel in Paris for 3 nights and find Italian restaurants there", [HOTEL, RESTAURANTS, HOTEL_SEARCH, FLIGHTS],
  [("book_hotel", {"city": "Paris", "nights": 3}), ("find_restaurants", {"city": "Paris", "cuisine": "Italian"})]),
 ("What's the weather in Seattle, WA? Also, how's AAPL doing?", [WEATHER, STOCKS, NEWS],
  [("get_current_weather", {"location": "Seattle, WA"}), ("get_stock_price", {"ticker": "AAPL"})]),
 ("Set an alarm for 6:30am, then start a 20 minute timer", [ALARM, TIMER, REMIND],
  [("set_alarm", {"time": "6:30am"}), ("set_timer", {"minutes": 20})]),
 ("Translate 'good morning' into Spanish and search for museums in Madrid", [SAY, LOOKUP, TIMEZONE],
  [("translate", {"text": "good morning", "target_language": "Spanish"}), ("search", {"query": "museums in Madrid"})]),
 ("Get the forecast for Oslo for 5 days and the local time there", [FORECAST, TIMEZONE, CITY_WEATHER],
  [("get_forecast", {"city": "Oslo", "days": 5}), ("get_local_time", {"city": "Oslo"})]),
 ("Text Anna 'running late' and book a taxi to JFK Airport", [TEXT, TAXI, MAIL],
  [("send_message", {"recipient": "Anna", "message": "running late"}), ("book_taxi", {"destination": "JFK Airport"})]),
 ("Weather in Miami, FL and Orlando, FL, and hotels in Orlando, FL", [WEATHER, HOTEL_SEARCH, EATERIES],
  [("get_current_weather", {"location": "Miami, FL"}), ("get_current_weather", {"location": "Orlando, FL"}), ("Hotels_2_SearchHotel", {"location": "Orlando, FL"})]),
 ("Give me news about the election. Then convert 50 GBP to USD.", [NEWS, EXCHANGE, STOCKS],
  [("get_news", {"topic": "the election"}), ("convert_currency", {"amount": 50, "from_currency": "GBP", "to_currency": "USD"})]),
 ("Reserve a table for 2 at Nopa at 20:00 and book a taxi there for 2 people", [TABLES, TAXI, HOTEL],
  [("reserve_table", {"restaurant": "Nopa", "people": 2, "time": "20:00"}), ("book_taxi", {"destination": "Nopa", "passengers": 2})]),
 ("Check order 4471, track package 1Z999AA1 and email support@shop.com with subject Late order", [ORDERS, TRACK, MAIL, TEXT],
  [("order_status", {"order_id": "4471"}), ("track_package", {"tracking_number": "1Z999AA1"}), ("send_email", {"to": "support@shop.com", "subject": "Late order"})]),
 ("Rent an SUV in Denver from 2024-08-01 to 2024-08-05 and find hotels in Denver, CO", [CAR_RENTAL, HOTEL_SEARCH, FLIGHTS],
  [("rent_car", {"city": "Denver", "pickup_date": "2024-08-01", "return_date": "2024-08-05", "car_type": "SUV"}), ("Hotels_2_SearchHotel", {"location": "Denver, CO"})]),
 ("Play some jazz and turn the volume up to 70", [MUSIC, VOLUME, SONG],
  [("play_music", {"query": "jazz"}), ("set_volume", {"level": 70})]),
 ("Find flights from Boston to Denver on 2024-05-01 and order me a pizza", [FLIGHTS, CAR_RENTAL, HOTEL],
  [("search_flights", {"origin": "Boston", "destination": "Denver", "date": "2024-05-01"})]),
 ("What's the weather in Rome and what's the population of Italy?", [CITY_WEATHER, TIMEZONE, NEWS],
  [("get_weather", {"city": "Rome"})]),
 ("Get stock quotes for MSFT and GOOG, and news on AI", [QUOTE, NEWS, STOCKS],
  [("get_stock_quote", {"symbol": "MSFT"}), ("get_stock_quote", {"symbol": "GOOG"}), ("get_news", {"topic": "AI"})]),
 ("Convert 5 kg to pounds, 30 cm to inches and 200 EUR to JPY", [UNITS, EXCHANGE, RATE],
  [("convert_units", {"value": 5, "from_unit": "kg", "to_unit": "pounds"}), ("convert_units", {"value": 30, "from_unit": "cm", "to_unit": "inches"}), ("convert_currency", {"amount": 200, "from_currency": "EUR", "to_currency": "JPY"})]),
 ("Create a calendar event 'Dentist' on 2024-04-02 at 15:00 and remind me at 14:00 to leave for the dentist", [CALENDAR, REMIND, MAIL],
  [("create_event", {"title": "Dentist", "date": "2024-04-02", "time": "15:00"}), ("add_reminder", {"text": "leave for the dentist", "at": "14:00"})]),
 ("Pay Tom $40 and Lisa $15, then add 'split the bill' to my todo list", [PAYMENT, TODO_LIST, EXCHANGE],
  [("Payment_1_MakePayment", {"amount": 40, "receiver": "Tom"}), ("Payment_1_MakePayment", {"amount": 15, "receiver": "Lisa"}), ("todo", {"type": "add", "content": "split the bill"})]),
 ("What time is it in London and Paris? And the weather in London?", [TIMEZONE, CITY_WEATHER, FORECAST],
  [("get_local_time", {"city": "London"}), ("get_local_time", {"city": "Paris"}), ("get_weather", {"city": "London"})]),
 ("Find Mexican restaurants in San Jose, CA, and 4 star hotels there", [EATERIES, HOTEL_SEARCH, WEATHER],
  [("Restaurants_2_FindRestaurants", {"category": "Mexican", "location": "San Jose, CA"}), ("Hotels_2_SearchHotel", {"location": "San Jose, CA", "star_rating": "4"})]),
 ("Email ann@example.com with subject Hi, and text Bob 'on my way'", [MAIL, TEXT, CALENDAR],
  [("send_email", {"to": "ann@example.com", "subject": "Hi"}), ("send_message", {"recipient": "Bob", "message": "on my way"})]),
 ("Turn the volume down to 10 and play Clair de Lune", [VOLUME, SONG, MUSIC],
  [("set_volume", {"level": 10}), ("play_song", {"song_name": "Clair de Lune"})]),
 ("Get both the weather and the local time in Cairo", [CITY_WEATHER, TIMEZONE, FORECAST],
  [("get_weather", {"city": "Cairo"}), ("get_local_time", {"city": "Cairo"})]),
 ("Find flights from Dallas to Reno on 2024-02-10. I also need a compact car in Reno from 2024-02-10 to 2024-02-14.", [FLIGHTS, CAR_RENTAL, HOTEL, TAXI],
  [("search_flights", {"origin": "Dallas", "destination": "Reno", "date": "2024-02-10"}), ("rent_car", {"city": "Reno", "pickup_date": "2024-02-10", "return_date": "2024-02-14", "car_type": "compact"})]),

 ("What's the weather in Denver and Boulder?", [CITY_WEATHER, TIMEZONE, FORECAST],
  [("get_weather", {"city": "Denver"}), ("get_weather", {"city": "Boulder"})]),
 ("Convert 100 USD to EUR and tell me if that's a good rate", [EXCHANGE, UNITS, RATE],
  [("convert_currency", {"amount": 100, "from_currency": "USD", "to_currency": "EUR"})]),
 ("Play Salt and Pepper by the Beatles", [SONG, VOLUME, MUSIC],
  [("play_song", {"song_name": "Salt and Pepper", "artist_name": "the Beatles"})]),
]


def main() -> None:
    score(LocalChatModel(), "mixed", MIXED)


if __name__ == "__main__":
    main()
