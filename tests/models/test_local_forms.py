"""Values written in forms a user types (real weights, public API, tools never seen): a matrix or a run
of points for a list of lists, a flag named by its description's own word ("descending"), a
percentage for the rate rather than a count, "A out of B" trials, an id its name introduces (and an
optional id the request does not name left out), a number that names a thing ("a six")."""

from __future__ import annotations

import pytest

from sprig.models import LocalChatModel
from support.local_calls import calls as _calls
from support.local_calls import tool as _tool
from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))


_MATRIX = {"type": "array", "items": {"type": "array", "items": {"type": "number"}}}
MATRIX_SUM = _tool(
    "add_matrices",
    "Adds two matrices.",
    {"left": {**_MATRIX, "description": "The first matrix."}, "right": {**_MATRIX, "description": "The second."}},
    ["left", "right"],
)
CENTROID = _tool(
    "centroid_of_points",
    "Finds the centroid of a set of points.",
    {"points": {**_MATRIX, "description": "The points, each a list [x, y]."}},
    ["points"],
)
RANK = _tool(
    "rank_scores",
    "Ranks a list of scores.",
    {
        "scores": {"type": "array", "items": {"type": "number"}, "description": "The scores."},
        "highest_first": {"type": "boolean", "description": "Whether to rank in descending order.", "default": False},
    },
    ["scores"],
)
WIN_CHANCE = _tool(
    "chance_of_wins",
    "The probability of a number of wins in a number of games.",
    {
        "games": {"type": "integer", "description": "The number of trials."},
        "wins": {"type": "integer", "description": "The number of wins."},
        "rate": {"type": "number", "description": "The probability of a win."},
    },
    ["games", "wins", "rate"],
)
TABLE_BOOKING = _tool(
    "book_table",
    "Books a restaurant table for a guest.",
    {
        "guest_id": {"type": "string", "description": "The guest ID."},
        "date": {"type": "string", "description": "The date, MM-DD-YYYY."},
        "voucher_code": {"type": "string", "description": "A voucher code, if any."},
    },
    ["guest_id", "date"],
)
DICE = _tool(
    "dice_odds",
    "The probability of rolling a face a number of times.",
    {
        "rolls": {"type": "integer", "description": "The number of trials."},
        "hits": {"type": "integer", "description": "The number of successes."},
        "chance": {"type": "number", "description": "The probability of success."},
    },
    ["rolls", "hits", "chance"],
)


def test_matrices_written_out_are_lists_of_lists(model: LocalChatModel) -> None:
    request = "I need to add two matrices: the first is [[2, 0], [1, 5]] and the second is [[3, 3], [4, 1]]."
    assert _calls(model, request, MATRIX_SUM) == [
        ("add_matrices", {"left": [[2, 0], [1, 5]], "right": [[3, 3], [4, 1]]})
    ]


def test_a_run_of_points_is_one_list_of_lists(model: LocalChatModel) -> None:
    request = "Where is the centroid of my garden beds at (2,6), (4,8), and (9,1)?"
    assert _calls(model, request, CENTROID) == [("centroid_of_points", {"points": [[2, 6], [4, 8], [9, 1]]})]


def test_a_flag_named_by_its_description_word_is_on(model: LocalChatModel) -> None:
    request = "Please rank these scores [71, 93, 85] in descending order."
    assert _calls(model, request, RANK) == [("rank_scores", {"scores": [71, 93, 85], "highest_first": True})]


def test_a_percentage_goes_to_the_rate_and_out_of_gives_the_trials(model: LocalChatModel) -> None:
    request = "My team wins 40% of its games. What are the chances we win 6 out of 9 games?"
    assert _calls(model, request, WIN_CHANCE) == [("chance_of_wins", {"games": 9, "wins": 6, "rate": 0.4})]


def test_an_id_its_name_introduces_and_no_made_up_optional_code(model: LocalChatModel) -> None:
    request = (
        "We are celebrating on March 14, 2025 and I'd like a table. I have a budget of $300. My guest ID is "
        "G-481. Could you book it?"
    )
    assert _calls(model, request, TABLE_BOOKING) == [("book_table", {"guest_id": "G-481", "date": "03-14-2025"})]


def test_a_number_naming_a_face_is_no_count(model: LocalChatModel) -> None:
    request = (
        "In my board game, rolling a four is more likely than usual: the chance on each roll is 30%. If I roll "
        "12 times, what are the odds I get exactly three fours?"
    )
    assert _calls(model, request, DICE) == [("dice_odds", {"rolls": 12, "hits": 3, "chance": 0.3})]


MAIL = _tool(
    "send_mail",
    "Sends an email.",
    {
        "to": {"type": "string", "description": "The email address of the recipient."},
        "subject": {"type": "string", "description": "The subject of the email."},
        "body": {"type": "string", "description": "The body of the email."},
        "cc": {"type": "string", "description": "An email address to copy."},
    },
    ["to", "subject", "body"],
)
BAKERY = _tool(
    "find_bakery",
    "Finds a bakery.",
    {
        "city": {"type": "string", "description": "The city."},
        "speciality": {"type": "string", "description": "What the bakery is known for, e.g. sourdough."},
    },
    ["city"],
)


def test_an_email_tool_fills_subject_and_body_with_their_texts_and_copies_no_one(model: LocalChatModel) -> None:
    request = "Email ana.ruiz@example.org with the subject 'Rota' and the body 'I'll take the Friday shift'."
    assert _calls(model, request, MAIL) == [
        ("send_mail", {"to": "ana.ruiz@example.org", "subject": "Rota", "body": "I'll take the Friday shift"})
    ]


def test_a_relative_clause_is_part_of_the_one_thing_asked(model: LocalChatModel) -> None:
    calls = _calls(model, "Find the best sourdough bakery in Leeds, which opens on Mondays.", BAKERY)
    assert len(calls) == 1 and calls[0][1]["city"] == "Leeds"


TUTORS = _tool(
    "tutor_finder",
    "Locate tutors near you based on their specialization.",
    {
        "city": {"type": "string", "description": "Your city."},
        "specialization": {"type": "array", "items": {"type": "string"}, "description": "Specializations wanted."},
    },
    ["city", "specialization"],
)


def test_a_list_parameter_takes_what_a_form_of_its_name_leads(model: LocalChatModel) -> None:
    request = "Find tutors specializing in organic chemistry near me in Glasgow."
    assert _calls(model, request, TUTORS) == [
        ("tutor_finder", {"city": "Glasgow", "specialization": ["organic chemistry"]})
    ]


LAMP = _tool(
    "update_lamp",
    "Updates a smart lamp's settings.",
    {
        "mode": {"type": "string", "description": "The light mode."},
        "shade": {"type": "string", "description": "The shade of the light."},
    },
    ["mode", "shade"],
)
BLEND = _tool(
    "blend_teas",
    "Blends two teas.",
    {
        "tea1": {"type": "string", "description": "The first tea."},
        "tea2": {"type": "string", "description": "The second tea."},
    },
    ["tea1", "tea2"],
)
COMPARE_TEXTS = _tool(
    "compare_passwords",
    "Compares a password with a reference password.",
    {
        "password": {"type": "string", "description": "The password to check."},
        "reference_password": {"type": "string", "description": "The reference password."},
    },
    ["password", "reference_password"],
)
TRAIN = _tool(
    "train_route",
    "Finds the train route between two towns.",
    {
        "start_town": {"type": "string", "description": "Where the route starts."},
        "end_town": {"type": "string", "description": "Where the route ends."},
    },
    ["start_town", "end_town"],
)


def test_setting_a_parameter_to_a_value(model: LocalChatModel) -> None:
    request = "Change my lamp's mode to reading and set the shade to amber."
    assert _calls(model, request, LAMP) == [("update_lamp", {"mode": "reading", "shade": "amber"})]


def test_numbered_parameters_take_coordinated_values_in_order(model: LocalChatModel) -> None:
    request = "Blend mint and jasmine teas for me."
    assert _calls(model, request, BLEND) == [("blend_teas", {"tea1": "mint", "tea2": "jasmine"})]


def test_a_quoted_text_after_the_full_name_of_a_reference(model: LocalChatModel) -> None:
    request = "Compare the password 'tulip-88' with the reference password 'tulip-89'."
    assert _calls(model, request, COMPARE_TEXTS) == [
        ("compare_passwords", {"password": "tulip-88", "reference_password": "tulip-89"})
    ]


def test_an_appositive_before_two_places_is_no_place(model: LocalChatModel) -> None:
    request = "Find the train route between two towns, Harrogate and Whitby."
    assert _calls(model, request, TRAIN) == [("train_route", {"start_town": "Harrogate", "end_town": "Whitby"})]


GRADES = _tool(
    "average_of_marks",
    "The average mark of a pupil across subjects.",
    {"marks": {"type": "object", "description": "Subject names mapped to marks."}},
    ["marks"],
)
SAMPLE = _tool(
    "fetch_sample",
    "Fetches a lab sample.",
    {
        "sample_id": {"type": "string", "description": "The sample ID."},
        "label": {"type": "string", "description": "An optional label to print."},
    },
    ["sample_id"],
)


def test_a_mapping_written_out_is_the_object(model: LocalChatModel) -> None:
    request = "What is the average for Lea with the marks {'art': 14, 'maths': 17, 'latin': 12}?"
    assert _calls(model, request, GRADES) == [("average_of_marks", {"marks": {"art": 14, "maths": 17, "latin": 12}})]


def test_a_value_in_backticks_is_quoted_and_goes_to_one_parameter(model: LocalChatModel) -> None:
    calls = _calls(model, "Fetch the lab sample with id `SMP-77`.", SAMPLE)
    assert calls == [("fetch_sample", {"sample_id": "SMP-77"})]


def test_the_outcome_counted_exactly_is_not_the_trials(model: LocalChatModel) -> None:
    request = (
        "I spin a wheel 15 times, and I want the probability of landing on a 3 exactly four times, when "
        "each spin has a 25% chance of landing on a 3."
    )
    assert _calls(model, request, DICE) == [("dice_odds", {"rolls": 15, "hits": 4, "chance": 0.25})]


STAR_HISTORY = _tool(
    "star_history",
    "Charts the star history of code repositories.",
    {
        "repos": {
            "type": "string",
            "description": "A comma-separated list of repositories, each 'owner/repo', such as 'ann/tool,bob/lib'.",
        }
    },
    ["repos"],
)


def test_a_comma_separated_text_takes_every_item_of_the_example_s_shape(model: LocalChatModel) -> None:
    request = "Show the star history of acme/parser and octo-org/web-kit side by side."
    assert _calls(model, request, STAR_HISTORY) == [("star_history", {"repos": "acme/parser,octo-org/web-kit"})]
