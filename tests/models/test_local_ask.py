"""The embedded model reads what a request asks, not only which words it shares with a tool (real
weights, public API): a tool that does not do the asked action, or is about another thing, is not
called, and the answer is the plain decline; requests the tool does serve still get their call."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import pytest
from typing_extensions import TypedDict

from sprig import ChatClient, tool
from sprig.models import LocalChatModel
from sprig.toolkits import FileSystemTools
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

ran: list[tuple[str, dict[str, object]]] = []


@tool
def check_stock(product: str, warehouse: Literal["north", "south"] = "north") -> str:
    """How many units of a product are in stock in a warehouse."""
    ran.append(("check_stock", {"product": product, "warehouse": warehouse}))
    return f"{product}: 37 units"


@tool
def employee_lookup(employee_id: int) -> str:
    """Look up an employee's name and team by their numeric id."""
    ran.append(("employee_lookup", {"employee_id": employee_id}))
    return "Kim Lee, Platform team"


@tool
def circle_area(radius: float) -> float:
    """The area of a circle from its radius."""
    ran.append(("circle_area", {"radius": radius}))
    return round(3.14159 * radius**2, 2)


@tool
def body_mass_index(weight: float, height: float) -> float:
    """Calculate body mass index given weight and height."""
    ran.append(("body_mass_index", {"weight": weight, "height": height}))
    return round(weight / height**2, 1)


@tool
def convert_temperature(value: float, to: Literal["celsius", "fahrenheit", "kelvin"]) -> str:
    """Convert a temperature to another scale."""
    ran.append(("convert_temperature", {"value": value, "to": to}))
    return "77 degrees"


@tool
def switch_light(room: str, on: bool = True) -> str:
    """Switch the light of a room on or off."""
    ran.append(("switch_light", {"room": room, "on": on}))
    return f"light in {room} is {'on' if on else 'off'}"


@tool
def play_song(title: str) -> str:
    """Play a song by its title."""
    ran.append(("play_song", {"title": title}))
    return f"now playing {title}"


@pytest.fixture(autouse=True)
def _clear() -> None:
    ran.clear()


def ask(model: LocalChatModel, text: str, *tools: object) -> str:
    client = ChatClient.builder(model).default_tools(*tools).build()
    return client.prompt(text).call().content()


@pytest.mark.parametrize(
    ("request_text", "tools"),
    [
        ("Order more stock of the red kettle", (check_stock, play_song)),  # checks stock, does not order it
        ("Delete employee 4417", (employee_lookup, circle_area)),  # looks up, does not delete
        ("Stop the music", (play_song, check_stock)),
        ("What is the volume of a sphere with radius 3?", (circle_area, employee_lookup)),  # shares "radius"
        ("Calculate the area of a triangle with a base of 10 and a height of 5", (body_mass_index,)),
        ("Find a yoga retreat in New York with vegetarian meals", (check_stock, body_mass_index)),
    ],
)
def test_a_tool_that_does_not_do_what_is_asked_is_not_called(
    model: LocalChatModel, request_text: str, tools: tuple[object, ...]
) -> None:
    text = ask(model, request_text, *tools)
    assert ran == []
    assert text.startswith("I can't do that with the tools I have (")


@pytest.mark.parametrize(
    ("request_text", "tools", "expected"),
    [
        ("Convert 25 degrees to fahrenheit", (convert_temperature, circle_area), ("convert_temperature", 25)),
        ("Turn on the light in the kitchen", (switch_light, play_song), ("switch_light", "kitchen")),
        ("Do we still have AX-900 in stock?", (check_stock, employee_lookup), ("check_stock", "AX-900")),
        ("Can you please play Yellow", (play_song, check_stock), ("play_song", "Yellow")),
        ("Who is employee 4417?", (employee_lookup, check_stock), ("employee_lookup", 4417)),
        ("What's the area of a circle with a radius of 4?", (circle_area, body_mass_index), ("circle_area", 4)),
        (
            "Hi, I am Kim. Can you tell me the area of a circle with radius 2?",
            (circle_area, employee_lookup),
            ("circle_area", 2),
        ),
    ],
)
def test_a_tool_that_does_what_is_asked_is_still_called(
    model: LocalChatModel, request_text: str, tools: tuple[object, ...], expected: tuple[str, object]
) -> None:
    ask(model, request_text, *tools)
    assert len(ran) == 1
    name, arguments = ran[0]
    assert name == expected[0]
    assert expected[1] in arguments.values()


@tool
def driving_distance(origin: str, destination: str) -> str:
    """The shortest driving distance between two places."""
    ran.append(("driving_distance", {"origin": origin, "destination": destination}))
    return "362 km"


@tool
def temperature(location: str, hours: int = 0) -> str:
    """The temperature at a location now and for the next hours."""
    ran.append(("temperature", {"location": location, "hours": hours}))
    return "12 degrees"


@tool
def gcd(a: int, b: int) -> int:
    """The greatest common divisor of two integers."""
    ran.append(("gcd", {"a": a, "b": b}))
    return 12


def test_values_one_call_takes_together_stay_one_call(model: LocalChatModel) -> None:
    ask(model, "Find the shortest driving distance between New York City and Washington D.C.", driving_distance, gcd)
    assert len(ran) == 1
    assert ran[0][0] == "driving_distance"
    assert ran[0][1]["origin"] == "New York City"
    assert str(ran[0][1]["destination"]).startswith("Washington D.C")
    ran.clear()
    ask(model, "What is the greatest common divisor of 36 and 48?", gcd, temperature)
    assert ran == [("gcd", {"a": 36, "b": 48})]


def test_the_same_question_about_several_places_is_one_call_each(model: LocalChatModel) -> None:
    ask(model, "What is the temperature right now and for the next 3 hours in Seattle and Los Angeles?", temperature)
    assert sorted(ran, key=str) == [
        ("temperature", {"location": "Los Angeles", "hours": 3}),
        ("temperature", {"location": "Seattle", "hours": 3}),
    ]


@tool
def air_quality(city: str) -> str:
    """The air quality index of a city."""
    ran.append(("air_quality", {"city": city}))
    return "AQI 41"


@tool
def share_price(ticker: str) -> str:
    """The latest share price for a stock ticker."""
    ran.append(("share_price", {"ticker": ticker}))
    return f"{ticker}: 301.12 USD"


def test_two_asks_about_one_place_both_take_it(model: LocalChatModel) -> None:
    ask(model, "Check the air quality and the temperature in Madrid.", air_quality, temperature, gcd)
    assert sorted(ran, key=str) == [
        ("air_quality", {"city": "Madrid"}),
        ("temperature", {"location": "Madrid", "hours": 0}),
    ]


def test_a_sentence_that_states_a_value_belongs_to_the_ask_before_it(model: LocalChatModel) -> None:
    ask(model, "What is the share price? The ticker is MSFT.", share_price, gcd)
    assert ran == [("share_price", {"ticker": "MSFT"})]
    ran.clear()
    ask(model, "Find the greatest common divisor of 12 and 18. Also give me the share price of AAPL.", share_price, gcd)
    assert sorted(ran, key=str) == [("gcd", {"a": 12, "b": 18}), ("share_price", {"ticker": "AAPL"})]


def test_a_verb_of_its_own_is_not_the_verb_it_repeats(model: LocalChatModel) -> None:
    @tool
    def create_ticket(title: str) -> str:
        """Open a new ticket in the issue tracker."""
        ran.append(("create_ticket", {"title": title}))
        return "TCK-1"

    text = ask(model, "Reopen ticket TCK-9.", create_ticket, gcd)
    assert ran == []
    assert text.startswith("I can't do that with the tools I have (")


def test_a_file_the_user_asks_to_see_is_shown_as_it_is(model: LocalChatModel, tmp_path: Path) -> None:
    (tmp_path / "main.py").write_text('print("hello")\nprint("bye")\n')
    client = ChatClient.builder(model).default_tools(FileSystemTools(tmp_path)).build()
    text = client.prompt("Print what is in main.py").call().content()
    assert text == 'main.py says:\nprint("hello")\nprint("bye")'


@tool
def play_artist(artist: str, minutes: int) -> str:
    """Play songs of an artist for a number of minutes."""
    ran.append(("play_artist", {"artist": artist, "minutes": minutes}))
    return f"playing {artist}"


def test_lists_of_the_same_length_are_taken_item_by_item(model: LocalChatModel) -> None:
    ask(model, "Play songs by Adele and Coldplay for 20 and 15 minutes respectively.", play_artist, gcd)
    assert sorted(ran, key=str) == [
        ("play_artist", {"artist": "Adele", "minutes": 20}),
        ("play_artist", {"artist": "Coldplay", "minutes": 15}),
    ]


@tool
def check_domain(domain: str) -> str:
    """Check whether an internet domain name is available to register."""
    ran.append(("check_domain", {"domain": domain}))
    return f"{domain} is available"


def test_a_value_that_looks_like_a_file_is_a_value_to_a_tool_that_takes_no_file(model: LocalChatModel) -> None:
    for request_text in ("Is the domain sprigtools.dev free?", "Check the domain sprigtools.dev for me"):
        ran.clear()
        ask(model, request_text, check_domain, gcd)
        assert ran == [("check_domain", {"domain": "sprigtools.dev"})]  # never a made-up "mydomain.com"


@tool
def renew_book(barcode: str, weeks: int = 2) -> str:
    """Renew a borrowed library book."""
    ran.append(("renew_book", {"barcode": barcode, "weeks": weeks}))
    return f"{barcode} renewed"


@tool
def reorder_stock(sku: str, quantity: int) -> str:
    """Place a purchase order to restock a product from its supplier."""
    ran.append(("reorder_stock", {"sku": sku, "quantity": quantity}))
    return "ordered"


def test_an_action_on_another_kind_of_thing_is_not_the_tool_s(model: LocalChatModel) -> None:
    text = ask(model, "Renew my passport, it expires on 2026-05-01.", renew_book, gcd)
    assert ran == []
    assert text.startswith("I can't do that with the tools I have (")
    ask(model, "Can you renew LIB-55120?", renew_book, gcd)
    assert [name for name, _ in ran] == ["renew_book"]
    assert ran[0][1]["barcode"] == "LIB-55120"
    ran.clear()
    ask(model, "Reorder 40 boxes of AB-77, please.", reorder_stock, renew_book)
    assert ran == [("reorder_stock", {"sku": "AB-77", "quantity": 40})]


@tool
def list_meetings(date: str) -> str:
    """List the meetings in the calendar on a date (YYYY-MM-DD)."""
    ran.append(("list_meetings", {"date": date}))
    return "standup 9:00"


@tool
def transfer_money(amount: float, to_account: str) -> str:
    """Move money from the user's account to another account."""
    ran.append(("transfer_money", {"amount": amount, "to_account": to_account}))
    return "TRF-1"


def test_an_action_needs_its_own_word_or_one_for_it_not_a_topic(model: LocalChatModel) -> None:
    text = ask(model, "Schedule a meeting with Ana on 2026-05-05", list_meetings, gcd)  # a calendar, but read-only
    assert ran == []
    assert text.startswith("I can't do that with the tools I have (")
    ask(model, "Send 300 to checking-118", transfer_money, list_meetings)  # "send" money is a transfer
    assert ran == [("transfer_money", {"amount": 300, "to_account": "checking-118"})]


@tool
def park_information(park_name: str, information: list[Literal["Elevation", "Area", "Location"]]) -> str:
    """Information about a national park."""
    ran.append(("park_information", {"park_name": park_name, "information": information}))
    return "2,400 m; 8,991 km2"


def test_properties_asked_of_a_named_thing_are_the_tool_s_options(model: LocalChatModel) -> None:
    ask(model, "What's the elevation and area of Yellowstone National Park?", park_information, gcd)
    assert [name for name, _ in ran] == ["park_information"]
    assert ran[0][1]["park_name"].startswith("Yellowstone")


@tool
def check_subdomain(subdomain: str) -> str:
    """Check whether a subdomain is free to register before you buy it."""
    ran.append(("check_subdomain", {"subdomain": subdomain}))
    return f"{subdomain} is free"


@tool
def pizza_orders(pizza: str) -> str:
    """A tool to order a pizza for delivery."""
    ran.append(("pizza_orders", {"pizza": pizza}))
    return f"ordered {pizza}"


def test_an_action_a_description_names_only_as_a_purpose_is_not_the_tool_s(model: LocalChatModel) -> None:
    text = ask(model, "Register the subdomain shop.sprig.dev for me", check_subdomain, gcd)  # checks, for registering
    assert ran == []
    assert text.startswith("I can't do that with the tools I have (")
    ask(model, "Check whether shop.sprig.dev is free", check_subdomain, gcd)
    assert [name for name, _ in ran] == ["check_subdomain"]
    ran.clear()
    ask(model, "Order a margherita pizza", pizza_orders, gcd)  # "a tool to order": that is what it does
    assert [name for name, _ in ran] == ["pizza_orders"]


@tool
def court_case(case_id: str, case_year: str) -> str:
    """Retrieve a court case's details from its id and the year it was heard."""
    ran.append(("court_case", {"case_id": case_id, "case_year": case_year}))
    return "settled"


def test_a_time_is_only_taken_from_words_that_say_one(model: LocalChatModel) -> None:
    text = ask(model, "What were the most famous cases handled by the firm Lee Partners in the year?", court_case, gcd)
    assert ran == []  # no year is written: "famous" or "the year" is no year
    assert text.startswith("I can't do that with the tools I have (")
    ask(model, "Find case C-1182 heard in 2019", court_case, gcd)
    assert ran == [("court_case", {"case_id": "C-1182", "case_year": "2019"})]  # a code is no year either


@tool
def building_cost(building_type: str, location: str, materials: list[str]) -> str:
    """Estimate the construction cost of a building from its type, location and materials."""
    ran.append(("building_cost", {"building_type": building_type, "location": location, "materials": materials}))
    return "$1.2M"


@tool
def park_facts(park: str, facts: list[Literal["elevation", "area", "founded"]]) -> str:
    """Facts about a national park."""
    ran.append(("park_facts", {"park": park, "facts": facts}))
    return "2,400 m"


def test_a_list_the_request_names_nothing_for_is_not_made_up(model: LocalChatModel) -> None:
    text = ask(model, "What's the cost of building a house in Lisbon?", building_cost, gcd)
    assert ran == []  # no material is named: none is chosen for the user
    assert text.startswith("I can't do that with the tools I have (")
    ask(model, "Tell me about Yosemite National Park", park_facts, gcd)
    assert ran == []
    ask(model, "What's the cost of a house in Lisbon built with brick and timber?", building_cost, gcd)
    assert [arguments["materials"] for _, arguments in ran] == [["brick", "timber"]]


@tool
def boiling_point(substance: str, pressure: float) -> str:
    """Calculate the boiling point of a substance at a pressure in kPa."""
    ran.append(("boiling_point", {"substance": substance, "pressure": pressure}))
    return "46 C"


@tool
def grocery_store_nearby(location: str) -> str:
    """Locate grocery stores near a location."""
    ran.append(("grocery_store_nearby", {"location": location}))
    return "FreshMart"


def test_another_kind_of_the_thing_a_tool_names_is_not_the_tool_s(model: LocalChatModel) -> None:
    for request_text, tools in (
        ("What is the freezing point of water at a pressure of 10 kPa?", (boiling_point, gcd)),
        ("Find a pet store near Fresno", (grocery_store_nearby, gcd)),
    ):
        text = ask(model, request_text, *tools)
        assert ran == []
        assert text.startswith("I can't do that with the tools I have (")
    ask(model, "What is the boiling point of water at a pressure of 10 kPa?", boiling_point, gcd)
    ask(model, "Find a store near Fresno", grocery_store_nearby, gcd)  # no other kind named
    ask(model, "Find the nearest grocery store in Fresno", grocery_store_nearby, gcd)  # "nearest" only qualifies
    assert [name for name, _ in ran] == ["boiling_point", "grocery_store_nearby", "grocery_store_nearby"]


class Point(TypedDict):
    latitude: float
    longitude: float


@tool
def distance_between(point_a: Point, point_b: Point) -> str:
    """The distance in km between two points on Earth."""
    ran.append(("distance_between", {"point_a": dict(point_a), "point_b": dict(point_b)}))
    return "3,936 km"


def test_numbers_are_not_made_up_for_a_point_the_request_does_not_give(model: LocalChatModel) -> None:
    text = ask(model, "What is the distance from the point 40.7, -74.0?", distance_between, gcd)
    assert ran == []  # one point given: the other is not invented, nor made of the same numbers
    assert text.startswith("I can't do that with the tools I have (")
    ask(model, "What is the distance between the points (40.7, -74.0) and (34.1, -118.2)?", distance_between, gcd)
    assert ran == [
        (
            "distance_between",
            {"point_a": {"latitude": 40.7, "longitude": -74.0}, "point_b": {"latitude": 34.1, "longitude": -118.2}},
        )
    ]


@tool
def tiles_needed(floor_length: float, floor_width: float, tile_area: float) -> str:
    """How many tiles cover a floor of a length and a width, each tile covering an area in square meters."""
    ran.append(("tiles_needed", {"floor_length": floor_length, "floor_width": floor_width, "tile_area": tile_area}))
    return "80 tiles"


@tool
def festival_highlights(city: str, count: int) -> str:
    """The highlights among the festivals of a city."""
    ran.append(("festival_highlights", {"city": city, "count": count}))
    return "Fringe, Hogmanay"


def test_a_generic_head_or_mere_qualifiers_name_no_other_kind(model: LocalChatModel) -> None:
    request = "Work out the total quantity of tiles needed for a floor of length 5 and width 4, tile area of 0.25."
    ask(model, request, tiles_needed, gcd)  # "total quantity" says how much of the tiles, the tiles are asked
    ask(model, "What are the two famous Festivals in Edinburgh?", festival_highlights, gcd)  # two, famous: qualifiers
    assert ran == [
        ("tiles_needed", {"floor_length": 5, "floor_width": 4, "tile_area": 0.25}),
        ("festival_highlights", {"city": "Edinburgh", "count": 2}),
    ]


_CLOCK = {
    "Tokyo": ("Asia/Tokyo", "2026-11-27T00:16:27+09:00"),
    "London": ("Europe/London", "2026-11-26T15:16:27+00:00"),
}


@tool
def current_time(city: str) -> str:
    """The current time in a city."""
    ran.append(("current_time", {"city": city}))
    zone, now = _CLOCK[city]
    return json.dumps({"timezone": zone, "datetime": now, "weekday": "Thursday"})


def test_each_time_is_stated_with_its_own_place(model: LocalChatModel) -> None:
    text = ask(model, "What time is it in Tokyo and in London?", current_time, gcd)
    assert sorted(str(arguments["city"]) for _, arguments in ran) == ["London", "Tokyo"]
    # The model used to phrase this and once gave London's 15:16 to Tokyo as well.
    assert "0:16 on 2026-11-27 in Asia/Tokyo" in text
    assert "15:16 on 2026-11-26 in Europe/London" in text
    assert "15:16 on 2026-11-26 in Asia/Tokyo" not in text


@tool
def price_of_product_by_barcode(barcode: str) -> str:
    """The current price of a product from its barcode."""
    ran.append(("price_of_product_by_barcode", {"barcode": barcode}))
    return "4.99"


@tool
def population_of_city(city: str) -> str:
    """How many people live in a city."""
    ran.append(("population_of_city", {"city": city}))
    return "2,100,000"


def test_asking_for_what_a_tool_takes_is_not_asking_for_what_it_gives(model: LocalChatModel) -> None:
    # The tool's name says what it gives ("price") before its preposition and what it takes after.
    for request_text, tools in (
        ("What is the barcode of the blue teapot?", (price_of_product_by_barcode, gcd)),
        ("Which city should I visit in June?", (population_of_city, gcd)),
    ):
        text = ask(model, request_text, *tools)
        assert ran == []
        assert text.startswith("I can't do that with the tools I have (")
    ask(model, "What is the price of barcode 4006381333931?", price_of_product_by_barcode, gcd)
    ask(model, "How many people live in the city of Lyon?", population_of_city, gcd)
    assert [name for name, _ in ran] == ["price_of_product_by_barcode", "population_of_city"]


@tool
def zipcode_of_address(address: str) -> str:
    """The zipcode of a postal address."""
    ran.append(("zipcode_of_address", {"address": address}))
    return "62704"


def test_two_words_written_apart_are_the_tool_s_one_word(model: LocalChatModel) -> None:
    ask(model, "What are the zip codes of '12 Elm Street' and '4 Oak Lane'?", zipcode_of_address, gcd)
    assert sorted(arguments["address"] for _, arguments in ran) == ["12 Elm Street", "4 Oak Lane"]

