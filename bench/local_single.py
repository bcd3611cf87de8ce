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
of stop 39 (left: five requests with no call, "Find remote data analyst jobs" keeps "remote ... jobs" in the title), 24/29 at
the end of stop 40 (the title fixed). ``NEIGHBOURS``: a third set
written at stop 40 before any fix it measures (33 requests, each offering 3-5 near neighbours shaped like
public APIs: list / get / create / delete / close / search of the same object, a current tool beside a
forecast, a general web search beside specific stock tools); 23/33 on main (2f7d445) when written, 24/33 at
the end of stop 40 (left: "right now" still gets the forecast tool, four requests with no call, four with a wrong value).
``VALUES``: a fourth set written at stop 40 before any fix it measures (34 single requests checking
argument values: 'City, State' locations, YYYY-MM-DD dates, 24-hour times, enums in both cases, ids as
integers and as strings, currency and language codes named by their names, arrays of strings, booleans,
optional values stated in the request and optional values left out); 22/34 on main (2f7d445) when written,
26/34 at the end of stop 40 (left: two requests with no call, "Schedule Budget review" and "Add renew
passport" cut to one word, "to Pier 39 from Market Street" swapped, the subject after "ticket:", an
unnamed cuisine, a playlist's songs and "private").
``APIS``: a fifth set written at stop 40 before any fix it measures (22 requests, each served by one offered
tool shaped like a public API: dotted, snake- and camel-case names, a request naming the tool's object
rather than its verb, abbreviations, typos, Spanish, German, French and Chinese requests); with it
``APIS_IRRELEVANT``: 12 near-miss requests sharing a word with an offered tool that none serves (right: no call);
8/22 and 12/12 on main (2f7d445) when written (every miss of the 14: no call).
``ENUM_NEAR_MISSES``: a sixth set written at stop 40b before any fix it measures (15 requests to tools that
start, set or control an appliance through an enum mode: ten questions about the kind of thing (how it
works, whether to buy one, what one is) that name a listed mode by a word of theirs (right: no call), five
commands that must still call); 10/15 on 968f525 when written (five calls on questions), 15/15 at the end of stop 40b.
``FITS2``: a seventh set written at stop 41 before any fix it measures (28 requests a tool serves but phrased
indirectly: the tool's object in another word form or a compound name split ('user information' for getUserInfo),
a need ('I need the forecast for Oslo'), a question about the result ('Is it going to rain in Bergen?'), several
sentences with the ask last, the tool's required values stated with the verb not the tool's); with it
``FITS2_IRRELEVANT``: 17 near-miss requests to the same tools that none serves (right: no call); 16/28 and 14/17
on main (cb99684) when written (every FITS2 miss but one: no call; three false calls on questions about a kind),
18/28 and 14/17 at the end of stop 41 ("available" names "availability", a quoted text in a named language).
``VALUES2``: an eighth set written at stop 41 before any fix it measures (36 single requests checking
required strings and stated optional values in the shapes people write: 'owner/repo' written as one token
for a tool taking ``owner`` and ``repo``, 'image:tag', a value after a preposition its description names
("to +1 555 0100"), a word of the parameter in another form ("located" for ``location``), a full name for
first and last name, coordinates for latitude and longitude, 'City, ST' for city and state, ids, codes,
quoted texts, a SQL statement, optional enums, numbers and texts stated in the request); 16/36 on cb99684
when written, 25/36 at the end of stop 41 (left: six requests with no call, a note after "for", an
unquoted SQL statement, a body cut at "is", a full name for first and last name, "#random" for a channel
named without its #).
``NAMED``: a ninth set written at stop 42 before any fix it measures (25 single requests whose values the
parameter's own words introduce: "named"/"called"/"nickname" for a name-like parameter, "host"/"hosted
at"/"hostname" for a server's address, "The song_id is ...", "size 40" beside a quantity, a file type, "with
the description/secret/value ...", and a naming word with no value after it, which must stay empty);
21/25 on main (cd580b4) when written, 24/25 at the end of stop 42 (left: "with the value v=spf1 -all" cut at its space).
``FITS3``: a tenth set written at stop 42 before any fix it measures (22 requests a tool serves that name its
object by a common synonym: a taxi or cab for a ride, films for movies, a physician, an attorney, a photo for an
image, a track for a song, a vehicle for a car, an address for contact information, lodging for hotels, a
drugstore, petrol and fuel for gas, rail for trains, openings and work for jobs, "fly" for flights, "see Dr."
for an appointment, "warm" for weather, "jot down" for a note); with it ``FITS3_IRRELEVANT``: 22 near-miss
requests to the same tools that none serves (questions about the kind, other actions on it; right: no call);
3/22 and 21/22 on main (cd580b4) when written (every FITS3 miss: no call; one call on "Who wrote the track ..."),
13/22 and 21/22 at the end of stop 42 (left: "Call a cab", an address or "reach" for contact information, "stay
overnight", "openings" and "work" for jobs, "see Dr. X", "warm" for weather, "jot down"; "Who wrote the track ...").
``FITS4``: a set written at stop 43 before any fix it measures (20 requests a tool serves that name it
indirectly: a statement of need, "can you check whether ...", an imperative with its object first, a question
about what the tool returns, the description's own phrase "the current price of X"); with it
``FITS4_IRRELEVANT``: 12 near misses in the same domains (right: no call); 15/20 and 8/12 on 2d84777 when written.
``USERS4``: the lead's trials as a user at stop 44 (99 requests to 62 own tools written as users write them:
calendars, tables, directions, carts, notes, tickets, flights, alarms, devops, payments, arithmetic, prices,
and the issue's own kinds; the right tool beside two others; 14 of them right with no call), written while
fixing, so no measure of transfer: 64/99 on 009d0a9, 77/99 after the lead's fixes of stop 44.
``SPANS``: an eleventh set written at stop 42 before any fix it measures (23 single requests checking where a
value's span starts and ends: quoted ids and words starting with s, t, d or m beside contractions, a
possessive inside quotes, names with a lowercase first name or a lowercase particle ('van', 'da'), an
'ID is 40417' beside an optional name, a city without the country a 'City, Country' example shows, a
date-time beside a separate time zone parameter, "next Monday" said on a Monday, a descriptive phrase
before a song title); 13/23 on main (cd580b4) when written, 15/23 at the end of stop 42 (left: 'Chennai'
kept as 'Chennai, India' on purpose, the read splits' answers add the country a 'City, Country' example shows;
optional values stated ('the den speaker', 'about the budget', 'saying buy flowers', "I'm Tomas"), 'octavia
Spencer' with no initial, two requests with no call).
``ENUM_WORDS``: a twelfth set written at stop 42 before any fix it measures (25 requests stating an enum option or
a flag in other words than the option's: "funny" for 'Comedy', "scary" for 'Horror', "science fiction" for
'Sci-fi', "cartoons" for 'Animation', "not too pricey" for 'moderate', "caters to both men and women" for a
unisex flag, "no entrance fee" for free entry, "cheapest first" for a sort order, "big" for a size; with
requests whose option must NOT be chosen: none stated, a word of another phrase ("my funny uncle")); 7/25 on main
(cd580b4) when written (free picks 'Fantasy', 'Rock', 'Pop' for a required genre; six requests with no call),
19/25 at the end of stop 42 (left: six requests with no call, a routing miss, not a value).
``IRRELEVANT4``: a thirteenth set written at stop 43 before any fix it measures (18 requests near an offered tool
that it cannot serve: another operation on the same object (cancel an alarm, return an order, delete files), a
vague request naming no value ("I want to listen to some music"), a value only a pronoun stands for ("Play it
again"), a statement ("The house is freezing"), a question about the tool itself; right: no call); 16/18 on
2d84777 when written (calls: get_order_status on "Return order 55120 for a refund", order_coffee(drink='use') on
"I could use a coffee").
``OPTIONALS``: a fourteenth set written at stop 44 before any fix it measures (20 requests stating an optional value:
a unit ("in celsius"), a count ("only the first 5", "just 5 of them", "a 5-day forecast"), a format ("as CSV"), a
language named by its name for a code, a flag said as "including"/"without"/"subfolders included", an album "called"
X, an enum option in lower case, a code the description gives a number for, a cinema "at the X", a tone ("formally"),
and one request stating none); 16/20 on 009d0a9 when written (three requests with no call, the cinema left out),
17/20 at the end of stop 44 (left: three requests with no call, a routing miss, not a value).
``DECLINED5``: a set written at stop 44 before any fix it measures (18 requests a tool serves that the model
declined: a request naming the tool it wants used ("using the web search tool", "with the shell"), "I need to
remember to ...", "search for 'X'" to a player whose query is a search, "Move X to 5, 6" to a position setter, "Do
you have any X?" to a product search, a place of service ("go to a salon"), a kind of provider, an abbreviation in
the tool's words ("geo" for "geographical"), a device's mode); with it ``DECLINED5_IRRELEVANT``: 10 near misses
(right: no call); 2/18 and 10/10 on main (009d0a9) when written (every miss: no call), 4/18 and 10/10 at the end
of stop 44 (the tool named by its words, a greeting to a chat tool; "flights from Oslo" cut before "to Rome").
``LEAD45``: the lead's set of stop 45, written as a user before fixing what it shows (104 requests to 70 app tools,
each among two or three others: home, HR, banking, deploys, orders, recipes, fitness, music, GitHub, SQL, units,
calendars, Slack, e-mail, news, maps, tickets, a school roster, a calculator taking an expression, and requests
none serves); 54/104 on fce8d67 when written, 78/104 on the lead's branch (values written like a description's
example, a calculator's expression, "by jdoe", "install numpy", an optional topic, "mark Leo absent").
``LEAD46``: the lead's set of stop 46, written as a user before fixing what it shows (142 requests to plain ``@tool``
functions copied as their schemas: a one-line docstring, type hints, ``Literal``, ``Enum``, a nested model, Google
``Args:`` where a developer would write them; arithmetic, weather, prices, rates, orders, units, a shop, dice, tasks,
restaurants, loans, GitHub, domains, travel, a smart home, git, invoices, a web search, two calls in one turn and
requests to decline); 104/142 on 1f62c0a when written, 125/142 at the end of round 46.
``LEAD47``: the lead's set of stop 47, written as a user before fixing what it shows (106 requests to plain ``@tool``
functions: parcels, refunds, stock, flights, hotels, recipes, passwords, IP addresses, links, calendars, contacts,
texts, BMI, tips, lengths, SQL, tickets, scores, definitions, the issue's own kinds said other ways, typed shorthand,
exchange rates, requests to decline); 74/106 on f92ef0c when written, 95/106 at the end of round 47.
``LEAD48``: the lead's set of stop 48, written as a user before fixing what it shows (302 requests to plain ``@tool``
functions: services, deployments, logs, disks, a smart home, a cart, leave, employees, workouts, directions, text
tools, ratings, podcasts, invoices, alarms, timers, restaurants, dice, playlists, archives, loans, translation, user
accounts, notes, meetings, GitHub, health logs, flights, car rental, lights, the issue's own kinds said other ways
and in casual words, Google ``Args:``, ``Annotated`` fields and ``:param`` docstrings, real-world API-like
schemas, SQL, stock, grades, lists of numbers, support tickets, airports, visas, TV, rooms, two or more calls in one
turn, requests to decline); 216/302 on bd3d361 when written, 250/302 at the end of round 48.
``LEAD49``: the lead's set of stop 49, written after its fixes in new words and tools, to check their reach (26
requests: sorting said other ways, a collision time, a contact's email, a table for six, a Redis password in digits,
a pagination offset left unsaid, town bywords, an oven's nested settings, Windows command lines asked by what they
do, "remind me to", a town in Wales, "use X as the exact city", half and half, a wallet, a hedged rating, feedback
to classify, an address with its country, an optional query object, a flag enabled by its opposite tool, a UUID);
2/26 on 48242e0, 24/26 at the end of round 49.
``DECLINED47``: a set written at round 47 by a helper before any fix it measures (14 requests a tool serves that the
model declined: a quoted word to look up, what is left on a list, a ticker like its example, shop searches, an
appointment); with ``DECLINED47_IRRELEVANT`` (8 near misses); 3/14 and 7/8 on f92ef0c, 8/14 and 7/8 at the end.
``USERS45``: a set written at stop 45 before any fix it measures (26 requests repeating the lead's trials of issue 20
with tools of my own, each beside one or two plausible others: a message to a #channel, walking directions, a
people's word for a country, a namespace "in prod", a service before "logs", flights beside parcels, a stock beside
a coin, a status "as in progress", '$' price levels, S/M/L sizes, synonyms, a timer "for pasta"); with it
``USERS45_IRRELEVANT``: 11 questions in the same domains (right: no call); 7/26 and 9/11 on fce8d67 when written,
18/26 and 11/11 at the end of stop 45 (left: two services kept with "logs"; six requests with no call: "debug
logging", "mark T-12 as in progress", "mark T-40 done", "fancy sushi places", "blue shirts in medium", "black jeans").
``VALUES45``: a set written at stop 45 by a helper before any fix it measures (15 requests whose values the schema
says how to write: the end of a range a description states for "full volume"/"lowest brightness", "9 PM" for an
hour "in 24 hour format", a month named alone, an array's options named in the singular, date-times without a
zone); 1/15 on fce8d67 when written, 12/15 at the end of stop 45 (left: two whole-day start times, whose rule lost
read tasks and was dropped; a topic cut to "remote").
``DECLINED45``: a set written at round 45 before any fix it measures (14 requests a tool serves that the model
declined: a kind of professional asked for by "get me", a phrase of the description ("the phone number of"), a
quoted name before "version 3.0.1", a month of a year for a month and a year, "Which ones are there?" after the
sentence naming the kind, a payment's source and recipient, a kind of car or attraction); with it
``DECLINED45_IRRELEVANT``: 10 near misses (right: no call); 7/14 and 9/10 on main (fce8d67) when written, 11/14
and 9/10 at the end of round 45 (left: "get me a good psychologist", "SUVs for rent", numbers "arranged from the
smallest to the largest"; the false call on "Why are horror films so popular?" was main's already).
``DECLINED46``: a set written at round 46 by a helper before any fix it measures (16 requests a tool serves that
the model declined: "don't let me forget to 'X'", what was eaten "with lunch", "look up 'X'" to a player taking a
query, "Move 'X' to 5,1,9", "book bus tickets" beside a finder and a buyer lacking a departure time, "buy two
burritos from Chipotle", a home to rent with a garage, hatchbacks for rent between two dates, a theater named after
"at", "the answer is in the archive", a museum good for kids and free to enter, the firewall rules of a server, a
heater's mode, "Search hotel prices in Rome using the tools"); with it ``DECLINED46_IRRELEVANT``: 12 near misses
(right: no call); 7/16 and 12/12 on main (1f62c0a) when written, 9/16 and 12/12 at the end of round 46 (left: the
to-do, the meal, the marker, the burritos, the hatchbacks, the archive, and the bus tickets beside a finder
and a buyer, whose rule was dropped at integration: still no call).

``USERS46``: a set written at round 46 before any fix it measures (28 requests to invented own tools, two or three
offered each: the lead's trials of round 46 (a thermostat "make it 19.5", "who is <name>?", a savings balance, a
product search "under $80, cheapest first", a dentist, "put on" an artist, a company for a ticker, "UA 90", a
payslip "for last month", "checkout logs", "mark T-12 as in progress", "debug logging for billing", "DM @sam: ...",
"tell ana@corp.com ...", "spin up a t3.large", "the launch party") and eleven more of the same kinds); with it
``USERS46_IRRELEVANT``: 8 questions in the same domains (right: no call); 7/28 and 6/8 on 1f62c0a when written,
18/28 and 6/8 at the end of round 46 (left: "living" for "the living room", a balance, a dentist and a
pediatrician, "put on" an artist, Microsoft for MSFT (world knowledge), "best rated" for 'rating', a phone number
of a named person; both false calls were main's already).

``VALUES46``: a set written at round 46 by a helper before any fix it measures (18 requests to the right tool whose
values must take the schema's form: dates and 24-hour times in a stated format, an enum in upper case or with an
underscore, a scale named, a string id, a list of items of two words, a query before a price bound, a count of hours
for minutes, "1,250 dollars", 'City, ST', a radius in km for meters, an optional default left out); 12/18 on 1f62c0a
when written, 15/18 at the end of round 46 (left: three requests with no call; "oat milk" cut to "milk").

``ARGS47``: a set written at round 47 by a helper before any fix it measures (22 requests to the right tool whose
values were wrong, missing or extra: the users' findings of round 46 ("dim the screen to 20", "give Arrival 5 stars",
"commit everything", "a PR from feature-x against develop", "commits on owner/repo since 2026-01-01", "the square root
of 2", "flowers to Ana at 12 Oak Street") and more of the same kinds: "turn off" for an ``enabled`` flag, a count and an
option before a text ("3 large pepperoni pizzas"), "800x600" for a width and a height, "ten times" for an optional
count, a source and a target branch, a number word, 'City, ST'); 12/22 on f92ef0c when written, 19/22 at the end of round 47 (left: "dim the screen", "give Arrival 5 stars" and
"open a PR ..." get no call: routing, not values).

``SERVICES50``: a set written at round 50 by a helper before any fix it measures (33 requests to families of
sibling tools for one service, with the schemas of such families (find / get times / buy tickets for films; search
/ reserve hotels beside flights and sights; play / look up music beside the weather; find / book a hair stylist
beside alarms; sights beside flights and houses), in other users' words: synonyms of listed options ("religious
sites", "no admission fee", "kid-friendly"), "get me three tickets", "book two seats", "a ticket ... at 6 pm",
"for four nights", a hotel named after "at the", "put on" a track, cities with and without their state); with it
``SERVICES50_NONE``: 13 near misses no offered tool serves (right: no call); 22/33 and 13/13 on main (b897dd4)
when written, 25/33 and 13/13 at the end of round 50 (left: "visit some religious sites" and "what is there to
see" get no call, "charge an entrance fee" is taken for free entry, "two seats", Pasadena without its state (two
states have one), "somewhere to stay", two rooms beside two days, "a hairdresser").

``DEVICES50``: a set written at round 50 by a helper before any fix it measures (36 one-tool requests of the
live_simple kinds, each offering its tool alone: a Windows command tool asked a common job in words, an appliance
whose settings are fields of one ``body``, the current weather, a cookbook, sensor readings with paging, projects
with flags, a user by id); with it ``DEVICES50_NONE``: 12 near misses the offered tool cannot serve (right: no call);
12/36 and 11/12 on b897dd4 when written, 30/36 and 12/12 at the end of round 50 (left: 'POWER_ON' added where
"on" is a preposition, a weather tool whose name lacks "weather", "lasagna recipe" kept whole, "from sensor X"
for a list of serials).

``OPTIONS51``: a set written at round 51 by a helper before any fix it measures (30 requests to tools of films,
tracks, podcasts, files, TV series and books, each stating an optional value beside another: an enum option said
by an adjective or another form ("dramatic", "scientific", "tech", "hip hop", "biographies", "romantic"), a name
after a verb of featuring, hosting, narrating or appearing, a network after "from"/"on the", a file type said by
its extension); with it ``OPTIONS51_PARTNERS``: 16 requests whose optional must stay out (an adjective that is no
option, a question about a kind; right: the call without it, or no call); 18/30 and 10/16 on main (ccb1836) when written,
22/30 and 10/16 at the end of round 51 (left: "from X" for a performer, a host or a network, "read by X" for a
narrator, "scientific" and "tech" for 'Science' and 'Technology', two requests with no call; the partners' misses are
declines and a question about a kind, not values).

``FLAGS51``: a set written at round 51 by a helper before any fix it measures (24 requests to tools with optional
flags, the flag implied in other words: "bring my dog", "somewhere I can smoke", "with no stops", "direct", "dotfiles
too", "along with their email and phone", "without telling her it came from me", "I can do from home", "cost nothing
to get in", "my kids would enjoy", "keep looping it", "discounted", "can ship right away", "it's urgent", beside the
same requests saying nothing of the flag, which must stay out); with it ``FLAGS51_NONE``: 8 near misses no offered tool
serves (right: no call); 13/24 and 7/8 on main (ccb1836) when written, 19/24 on the helper's branch, 16/24 and 7/8
at the end of round 51 (description words of four and five letters cost a first-contact task and were dropped: "keep
looping it", "email and phone", "can ship right away"; left: four requests with no call (routing or a job title), "without telling her it came from me" for ``anonymous``; "make a
song loop in my video editor" a false call, as on main).

``LITERAL52``: a set written at round 52 by a helper before any fix it measures (22 requests to a shop, a library,
local events, a streaming catalogue, car hire, restaurant tables, notes, files, speakers and hotels, each stating a
string value literally: a brand after "from"/"by" or before the product, a title of several words, a venue, a
category, a director, a quoted title and body, a quoted old and new file name, a speaker before "speaker", a chain);
with it ``LITERAL52_PARTNERS``: 10 requests whose optional value must stay out, or no call when a required name is
not stated ("a table for 4 tonight" names no restaurant); 12/22 and 6/10 on main (cd51699) when written, 16/22 and
8/10 at the end of round 52 (left: three requests with no call (routing), "a Patagonia fleece jacket" (a brand
before the product), "from Salomon", "Cien años de soledad" cut to its first word; the partners' misses are a
decline and "have Beloved" for a title).

``FORMS52``: a set written at round 52 by a helper before any fix it measures (20 requests stating a value in another
form than the parameter's description asks: "the 3rd of March 2027", "March 14th, 2027", "14 April 2027" for
'YYYY-MM-DD'; "March 2027" for a month 'YYYY-MM'; "half past two in the afternoon", "3pm", "9:15 am" for 'HH:MM';
"Berlin, Germany", "Lyon France" for 'City, Country'; "Austin, Texas", "Portland Oregon" for 'City, State'; "first
class", "premium economy", "econ", "5 star", "four-star", "medium", "extra large" for listed options; "$1.5k" for a
number); with it ``FORMS52_NONE``: 11 near misses naming such values that no offered tool serves (right: no call);
10/20 and 10/11 on main (cd51699) when written, 13/20 and 10/11 at the end of round 52 (left: three requests routed
to no tool ("Dentist appointment for ...", "Put in a call ...", "Put me in first class ..."), "econ" and "extra
large" for 'economy' and 'XL', "dining out" cut to "dining", "December ..., December 2026" read as two calls (one with 'December' on main); "What
size shirt fits a 40 inch chest?" a false call, as on main).

``SYNONYMS53``: a set written at round 53 by a helper before any fix it measures (24 requests a tool serves whose words
for the action or object differ from the tool's name and description: "fire off a note" for sending an email, "shoot
a text", "wake me up at", "give me a heads up in 15 minutes" for a timer, "dim ... to 30%", "spin up a box", "servers
are up" for running instances, "kick off"/"rerun" a pipeline, "bin" a file, "what's inside" a file, "bookmark" for
saving a link, "top up" a card, "how much is left", "tally up", "take ... off" for time off, "flush" a cache, "put
on" a track, "hold the music", "who owns the number", "silence my notifications", "grab us a table", "stop
following"); with it ``SYNONYMS53_NONE``: 14 near misses (questions about the kind, the opposite action, another
object; right: no call); 10/24 and 13/14 on main (498f6e6) when written, 17/24 and 13/14 at the end of stop 53 (left:
"a heads up in 15 minutes", "servers are up" for running instances, "take ... off" for time off, "hold the music"
(music is no word of playback), "who owns the number" (a phone number named by its value alone), "top up ... with
$20" (an amount after the card's id not read), "stop following @..." (a handle with its @); "Is it rude to text
someone ..." a false call, as on main).
``COUNT53``: a set written at round 53 by a helper before any fix it measures (23 requests one call serves though
they name two or more values: "between Oslo and Rome" for origin and destination, "compare AAPL and MSFT" and "NVDA,
AMD and INTC" for a list of symbols, "5 miles ... in km", "from 3 to 5 pm" and "between 13:00 and 14:30" for a start
and an end, two languages, two phone numbers, three ids, two users, two cities for an ``array`` parameter, "$50 and
$100" for a minimum and a maximum, a company named with "and", and a second part no offered tool serves ("text me
the confirmation", "make me coffee", "find a hotel there too")); with it ``COUNT53_NONE``: 9 near misses naming two
values that no offered tool serves (right: no call), and ``COUNT53_YES``: 12 requests that truly need several calls
(a tool taking one city, one symbol or one language asked for two, two different tools asked for); 13/23, 9/9 and
10/12 on main (498f6e6) when written, 18/23, 9/9 and 11/12 at the end of stop 53 (left: "between 13:00 and
14:30" to mark busy, "$50 and $100" for headphones and "Add maria and ken to #design" routed to no tool, "Lyon
from Marseille" placed as city_b and city_a, "Procter and Gamble" split into two companies; "how far is Oslo
from Bergen" the same way round).
``LEAD53``: a set the lead wrote at round 53 before any fix it measures (12 requests stating a value for an optional
string parameter with a default in passing: an author after "by", a language after "in", a cuisine, a price level,
an employer after "at", a news source after "from", a pickup after "from", an airline after "on", a genre before the
noun, a theater after "at"); with it ``LEAD53_NONE``: near misses naming a moment or a place where a maker is asked
(right: the call without the optional value); 2/12 on main (498f6e6) when written.
``CHOICE53``: a set written at round 53 by a helper before any fix it measures (24 requests, each offering 3-4 near
neighbours shaped like public APIs: view / add to / remove from a cart and check out; list / get / dispute a
transaction beside the balance; search / book / review a service provider; a web search beside a share price and
company news; the signed-in user's own profile beside another member's and an update; an order's status beside
cancelling it and the order history; create / get / update / close a support ticket in camel case); with it
``CHOICE53_NONE``: 7 near misses no offered tool serves (right: no call); 17/24 and 5/7 on main (498f6e6) when written,
24/24 and 6/7 at the end of stop 53 (left: "Should I sell my NVDA shares?" a false call, as on main).
``OPTIONAL55``: a set written at round 55 by a helper before any fix it measures (22 requests to the right tool
where one optional or enum value is stated or implied: a capitalized name before the object naming an optional
string's kind ("the Hilton Garden Inn booking", "a new Apple Music playlist", "my Family calendar"), a value in
parentheses ("(Bright Co)"), a boolean implied by the situation its description names ("deleted it by accident"
for trashed files, "no connections" for nonstop, "from my kitchen table" for remote, "each hour" for hourly), an
enum option chosen by meaning or by its description's explanation ("six of us" for 'xl', "urgent" for 'high',
"black" for no milk, "finished" for 'done', "freezing" for 'heat', "every morning" for 'daily', "arrives tomorrow"
for 'overnight', "inexpensive" for '$'); with it ``OPTIONAL55_NONE``: 12 of the same requests without the
optional value (right: the call without it); 6/22 and 9/12 on main (5fc783c) when written, 12/22 and 9/12 at the
end of stop 55 (left: five requests with no call (routing: "six of us", "black please", "finished on my to-do
list", "it's for my Family calendar", "still left to do"), "budget spreadsheet" cut to "spreadsheet", "from my
kitchen table" for remote, ", CA" cut from a location, "it's urgent" and "every morning" kept in the texts; the
partners' misses as on main).
``FORMS53``: a set written at round 53 by a helper before any fix it measures (25 requests naming a value in their
own words where the schema asks another form: "philly", "NYC" for 'City, State'; "Deutsch", "español", "en
français" for an ISO 639-1 code; "the UK", "japan" for a country code; "by subway", "on my bike" for travel modes;
"fahrenheit", "celsius" for 'F'/'C'; "lg", "family-sized", "double XL", "small" for sizes; "Heathrow" for an IATA
code and "coach" for 'economy'; "two weeks" in days; "the fourth of July" for 'MM/DD'; "tesla" for a ticker;
"quid", "yen" for currency codes; "female", "dermatologist" for 'F', 'dermatology'; "red" for a hex code; "sept"
and "friday" for 'SEP', 'FRI'); with it ``FORMS53_NONE``: 12 near misses naming such values that no offered tool
serves (right: no call); 8/25 and 9/12 on main (498f6e6) when written, 17/25 and 9/12 at the end of stop 53 (left:
seven requests with no call (routing: "Is it cold in NYC right now?", "any news out of japan today", "put the
heating at ...", "Rent me a car ...", "I need a female dermatologist", "turn the desk lamp red", "add 'team lunch'
every friday"), "forest green" cut to "green"; the partners' misses: "What's 70 fahrenheit in celsius?", "What is the
hex code for red?", "What day of the week is the fourth of July ...?", false calls as on main).
``LITERAL53``: a set written at round 53 by a helper before any fix it measures (24 requests to tools shaped like
public APIs, each stating free-text values literally: an event title holding "and" or "for" beside a venue after
"at", a channel and the message after a colon or "that", an email's subject and body, a payment's memo after "for"
or "memo:", origin and destination written to-before-from, a search query keeping its qualifiers and a number, a
file name with spaces before "to the X folder", a task holding "for mom" before "to my X project", a track opening
with a verb-like word ("Here Comes the Sun") before "by", an issue title holding "on", a full name and a company
after "from", a review's product and its text after "saying", an author with an initial, a brand before the
product); with it ``LITERAL53_NONE``: 10 near misses naming such values that no offered tool serves (right: no call);
11/24 and 9/10 on main (498f6e6) when written, 20/24 and 9/10 at the end of stop 53 (left: a one-letter ``q`` gets no
searched phrase (taking it cost a forecast's city and a split of two albums), a file name with spaces, "Sony ...
headphones" cut before "headphones", "Looking for a Dyson cordless vacuum" with no call; "what's on my calendar for
Coffee and Code?" two false calls, as on main).
``ENUM54``: a set written at round 54 by a helper before any fix it measures (24 requests naming an enum's option only
by its meaning: "unresolved" for 'OPEN', "urgent" for 'P1', "fahrenheit"/"celsius"/"kilometers" for 'imperial'/'metric',
"laptop"/"iphone" for a device kind, "last week"/"the past month" for '7d'/'30d'/'last_7_days', "every day"/"once a
month" for a frequency listed in a description, "cheapest first"/"closest" for a sort, "haven't read"/"not paid" for
'UNREAD'/'unpaid', "finished" for 'DONE', "spreadsheet" for 'XLSX', "my wife" for 'SPOUSE', "super important" for
'high', "latest" for 'new'; two requests naming no option, where the optional enum stays out); with it ``ENUM54_NONE``:
10 near misses naming such words that no offered tool serves (right: no call); 3/24 and 8/10 on main (c6e244a) when written,
13/24 and 8/10 at the end of stop 54 (left: five requests with no call (routing: "my laptop won't turn on ...", "signed up
last week", "send me ... every day", "emails I haven't read", "what's finished on ... board"), "my iphone" and "my wife" kept
in a summary and a name, the customer and the requester left out, "super important" for a described 'high', "latest" for
'new' and "r/python" kept whole; the partners' two false calls as on main).
``LITERAL54``: a set written at round 54 by a helper before any fix it measures (24 requests stating string values
literally where spans get cut or placed wrong: a news source after "from", an employer after "at" beside a job title,
a company or band named with "and" or "&", a book title with "and", from/to written to-before-from for trains and
for two accounts, file names with spaces, a reminder's text beside "in 15 minutes", a quoted status holding " - ",
an old and a new name, a title opening with "The", a product name, a street address, a folder "called X inside Y", a
quoted text with commas and two languages, a message after a colon); with it ``LITERAL54_NONE``: 10 near misses
naming such values that no offered tool serves (right: no call); 9/24 and 9/10 on main (c6e244a) when written,
14/24 and 9/10 at the end of stop 54 (left: eight requests with no call, a routing miss, not a value: "headlines" for a
tool of news articles named ``getEverything``, "Tell me about"/"who's the CEO of" a company, "move ... from Savings
to Checking", "Put $80 into my Holiday Fund ...", "ship order ... to <address>", "who wrote Pride and Prejudice";
"Simon and Garfunkel" split into two calls, "old resume draft.docx" in small letters cut to its last word, the topic
"about the rail strike" left out of a one-letter ``q``; "is the Nintendo Switch OLED worth it?" a false call, as on main).
``ONECALL54``: a set written at round 54 by a helper before any fix it measures (24 requests, each one call among
neighbours shaped like public APIs: two values of one call ("flights from Oslo to Rome", "convert 5 miles and show
it in km", lights "to 40% and warm"), an "and" inside one value ("salt and pepper shakers", "mac and cheese", "Pride
and Prejudice", a memo "for pizza and beer"), a second place said only as context ("I'm in Berlin, what's the time in
Tokyo?", "My sister lives in Lyon. What's the weather ... in Paris"), list / get / search / create / update of
contacts, one ticker's quote beside a batch of tickers, coordinates beside a city, a forecast described as "Not for
current conditions" beside the current weather, send beside request money); with it ``ONECALL54_NONE``: 10 near
misses no offered tool serves (right: no call); 13/24 and 9/10 on main (c6e244a) when written, 17/24 and 9/10 at the
end of stop 54 (left: a room read from "room lights" and from a tail, "do you sell ...", "Is X in the library?",
"what's it doing outside ...", "from Acme" for a search, "ask her for it" with no call; "should I buy NVDA or AMD?"
two false calls, as on main).
``ONECALL55``: a set written at round 55 by a helper before any fix it measures (25 requests, each one call among
neighbours shaped like public APIs: a later sentence naming the location to use ("Please use Ashford, WA as the location"),
a list one parameter takes (tags, target languages, currencies, cc addresses), a follow-on "Also I'd like them sorted ...",
restaurant names holding "and" ("Salt and Straw", "Rose and Crown"), a remark of context after the ask; get / list / search /
cancel of orders, a CLI's help beside the command it explains, a stock price beside news and a web search, the latest
reading beside a history, play beside a playlist's tracks, reviews / details / menu of a restaurant, delete / update of
an event, an HTTP request beside a page's metadata); with it ``ONECALL55_NONE``: 10 partners, four that rightly make two
calls and six near misses no offered tool serves (right: no call); 15/25 and 7/10 on main (5fc783c) when written,
19/25 and 7/10 at the end of stop 55 (left: "at Rose and Crown" split into two calls, "did I ever order a yoga mat" to
the list, "Road Trip Mix on the garage speaker" kept whole, three with no call: "what do people say about", "when
does r-8812 open", "push evt_4410 to ..."; partners: "in Ashford, WA and in Tacoma, WA?" with no call, "return the yoga
mat from order A-20931" and "should I sell my NVDA shares ...?" false calls, as on main).

``ENUM56``: a set written at round 56 by a helper before any fix it measures (26 requests in live users' words to the
right tool among neighbours, where an enum option is meant in other words ("couples therapy" for 'Marriage Counselor',
"sharing it with other people" for a described 'Pool', "scary" for 'Horror', "funny" for 'Comedy', "baseball games"
for 'Sports', "plays" for 'Theater', "cheap" for 'inexpensive', "cheapest first" for 'price_asc', "sound formal" for
'more', "out on the patio" for a speaker, "an suv", "business class"), a boolean is implied ("good vegetarian
options", "sit outside", "keep it private", "two dogs", "a washer and dryer", "I can smoke in the room", "make it
public" for a private flag defaulting to true, "including the hidden files", "only the ones ... in stock", "without
the opinion pieces", "skip the ones I declined", "add the insurance", "extra bags"), an optional string is stated
without a cue word ("Delta flights", "Toni Collette maybe?", "from Nike"), and two requests naming no option (the
optional values stay out)); with it ``ENUM56_NONE``: 10 near misses naming such words that no offered tool serves
(right: no call); 9/26 and 8/10 on main (4575d88) when written, 16/26 and 8/10 at the end of stop 56 (left: eight
requests with no call (routing: "i need a car to <address>", "something scary to watch", "what plays are on in ...",
"sushi in ... where we can sit outside?", "need a 2 bedroom place", "running shoes from Nike", "show me wireless earbuds",
nothing of the tools' words), "Delta" opening the request left out as an airline, "news about" kept in a search's text,
"sound formal" for 'more'; the partners' two false calls as on main).

``ENUM57``: a set written at round 57 by a helper before any fix it measures (32 requests in live users' words to the
right tool among neighbours, where a listed value is meant in another word or form (units systems by "fahrenheit"
and "celsius", 'F' of a thermostat, currencies by their names for listed codes, BCP-47 voices by "spanish" and "a
british accent", a status written in small letters or said negated ("havent paid"), 'WEEKLY'/'DAILY' by "every week"
and "daily", travel modes by "by bike" and "on foot", "the kids" for 'child', "cheap" and "really fancy" for '$' and
'$$$$', "three-star", "urgent", "gluten free", "extra large", "as a CSV", 'True' of a string flag, 'yes' of a flag
spelled in words) or a value is wanted in another form than written ("half an hour" and "2 hours" in minutes, "2
km" in meters, "350k", "r/MachineLearning" for a lowercase name without its prefix, "springfield illinois" as
'City, ST', "texas" for a state code, "(415) 555-0132" as digits alone), and one naming no option (left out)); with
it ``ENUM57_NONE``: 12 near misses naming such words that no offered tool serves (right: no call); 15/32 and 12/12
on main (55bc390) when written, 22/32 and 12/12 at the end of stop 57 (left: four requests with no call (routing:
"say ... with a british accent", "read ... out loud in a spanish voice", "move 200 dollars into savings every week",
"whats the sales tax in texas"), the town taken as the cuisine in "cheap ramen spots in Seattle, WA" and "a really
fancy steakhouse in Chicago, IL", "latest due date first" for 'desc', two tickets' subjects cut, "celiac" as the
recipe's query).

``OPTIONAL57``: a set written at round 57 by a helper before any fix it measures (29 requests in live users' words to
the right tool among neighbours, with several optional strings, flags and numbers each: an optional string written
literally after a cue ("directed by Greta Gerwig", "cc my manager at li.wei@acme.io", "in my Archive folder from
billing@stripe.com", "assigned to mkowalski with the label regression", "in Room 4B", "from Portuguese", "on the TSX",
"from 2015", "in the Finance folder", "Bang Rak district"), an implied boolean ("only the unread emails", "include the
archived ones", "even the ones I already finished", "don't notify anyone", "stay off the toll roads", "nothing explicit",
"check the trash too", "ok with pets", "without pinging everybody"), an enum said in other words ("by bike", "in
celsius", "high importance"), and five requests naming no optional value (the optionals stay out, a count of "2 cats"
no rating)); with it ``OPTIONAL57_NONE``: 11 near misses naming such words that no offered tool serves (right: no call);
20/29 and 8/11 on main (55bc390) when written, 25/29 and 8/11 at the end of stop 57 (left: two requests with no call
(routing: "show me my emails", "I deleted the file ... can you find it?"), "some true crime" kept with its "some" in a
long request, "budget spreadsheet" keeping the file type's word; the partner's three false calls as on main: "how do I
archive old tasks", "is the TSX bigger than the NASDAQ?", "how much should I tip a house cleaner in Bangkok?").

``DECLINE54``: a set written at round 54 by a helper before any fix it measures (22 requests one offered tool serves
though it shares almost no word with it: tools named in jargon or abbreviations (``get_metar``, ``fx_rate``,
``pnr_retrieve``, ``aqi_current``, ``nutri_facts``, ``vin_decode``, ``tz_now``, ``ipinfo``), requests as a bare noun
phrase or a question with no verb, values written literally (an ICAO station, an air waybill, a 6-character record
locator, a 17-character VIN, an IANA zone, an IP address, an ISBN, a SKU, a domain)); with it ``DECLINE54_NONE``: 14
near misses (same domain, another action; a question about the kind; a question of what was so to a tool making a
record; right: no call); 10/22 and 8/14 on main (c6e244a) when written, 16/22 and 11/14 at the end of stop 54 (left:
an ISBN and a SKU named by their value alone, "lat/long of" an address, "ship" a pull request for merging, a TAF
asked as "later this morning", "calories in" for ``nutri_facts`` (a concept a name abbreviates also made "multiplied"
name ``mult`` in a chain of two steps); "How do pilots read a METAR?", "Can I change the delivery address ...", "where do I
find the VIN ..." false calls with a word taken for the code).
``SCORE56``: a set written at round 56 by a helper before any fix it measures (24 requests naming the thing a tool
handles in other words than its name and description: a synonym ("quakes", "the fridge", "my plane", "gyms", "digs",
"a flick", "a trim", "the minutes"), a kind or an example of what it handles ("algebra" for math, "sneakers" for
footwear, "a flu jab", "a plumber", "the AC"), a need ("stop paying for Hulu", "where can I plug in my car", "the
words to" a song, "the ground shaking", "the sun come up", "dusk")); with it ``SCORE56_NONE``: 14 near misses in the
same words that no offered tool serves (right: no call); 7/24 and 13/14 on main (4575d88) when written, 9/24 and
13/14 at the end of stop 56 (everyday words for the fridge and a flu jab; "my plane" for a flight was dropped by the
lead: it made a call on a read-split irrelevance task, "the quickest way to Tokyo from London by plane"; left:
thirteen with no call, "running sneakers" left out of the query, "the AC" as 'appliance'; partners: "parallel park a big car" a
false call, as on main).
``DECLINE57``: a set written at round 57 by a helper before any fix it measures (28 requests one offered tool
serves that got no call: everyday words ("move 200 bucks", "get us a car", "drop my phone off to get fixed"), chatty
context before the ask, a statement of a thing that fails ("my package still hasn't shown up ... tracking number
is ..."), a question after a statement's comma ("I've got chicken, rice and broccoli at home, what could I cook
tonight?"), "let me know when", "I'm looking for a table for 4 at ...", values in users' forms); with it
``DECLINE57_NONE``: 13 near misses in the same words that no offered tool serves (right: no call); 15/28 and 10/13
on main (55bc390) when written, 18/28 and 10/13 at the end of stop 57 (left: eight with no call (a return "sent back"
with a "cracked" base for 'damaged', "move 200 bucks", "get us a car", "how bad is it out there" for pollen, smoke
"making the air unhealthy", "still free" for a domain, "which days are the shops closed for holidays", "drop my
phone off to get fixed"), "Florida" for a two-letter state code, "newest" taken as a show; the partners' three false
calls as on main). Its rules also gained one request each in LITERAL54, ONECALL55, VOCAB55 and SCORE56 ("move 250 from
Savings to Checking", "..., is it any good?", "my tooth is killing me since monday, I need a dentist in ...", "...,
where can I plug in my car around San Jose?").
``IMPLIED54``: a set written at round 54 by a helper before any fix it measures (24 requests stating or implying an
optional value without naming its parameter: "unread", "haven't read yet", "archived ones too", "leave out the
archived ones", "bypass the cache", "keep it private", "ignore case", "case insensitive", a genre, a cuisine, a company,
a performer's, director's or team's name with no preposition before it, "at least four stars", "just two options",
"last ten games", "dog friendly", "remote", "direct flights", and one request stating none); with it
``IMPLIED54_NONE``: 11 near misses mentioning such words that no offered tool serves (right: no call); 11/24 and 9/11
on main (c6e244a) when written, 17/24 and 9/11 at the end of stop 54 (18/24 when the set runs alone: "new repo named
dotfiles, keep it private" goes to the other create tool within the whole run; left: "Thai food" with no cuisine (a
lone capitalized kind split "Thai and Greek restaurants" wrongly, so dropped), five requests with no call
(routing: "fetch <url>", "Arctic Monkeys shows in ...", "ramen in Shibuya that's open right now", "Denis Villeneuve
sci-fi", "how did the Boston Red Sox do lately?"); the partners' misses as on main: "what does archiving a project
actually do?", "Is regex matching case sensitive by default?" get calls).
``LITERAL55``: a set written at round 55 by a helper before any fix it measures (22 requests in live users' words
stating string values to be cut where they end or written in the form their parameter asks: "Denver,co" and
"Reno,nv" for 'City, State', a town for 'City, Country', "something off the album X" naming no track, a name with
"van" or "de la" in it, a text to translate and a language in small letters, a theatre's name, a lower-case actor,
a search's whole topic, street addresses with "St", payments' receivers beside their sources, a lower-case
passenger, a quoted name with an apostrophe); with it ``LITERAL55_NONE``: 9 near misses naming such values that no
offered tool serves (right: no call); 12/22 and 9/9 on main (5fc783c) when written, 18/22 and 9/9 at the end of
stop 55 (left: three requests with no call: "I need a dentist in Tucson,az" (routing: no verb), "a comedy with will
ferrell in it" (a name in small letters), "add Maria Lopez to the design-team channel" (routing: "add" for invite);
"portuguese" kept in small letters (writing it as the description's 'French' is written broke an older test's
choice to keep a language as written, so dropped)).

``REQUIRED55``: a set written at round 55 by a helper before any fix it measures (22 requests holding every required
value of the one offered tool that serves them: a bare city for 'City, State' after "of", "around", "at" or "in", an
owner and a repository named with "owned by" or as owner/name, a project key before a colon, a playlist named with a
hyphen or in plain words, a lower-case person's or restaurant's name, a hyphenated pod name, "as many entries per page as
allowed", number words, "half hour"); with it ``REQUIRED55_NONE``: 12 near misses where the required value is
absent (right: no call); 11/22 and 6/12 on main (5fc783c) when written, 14/22 and 6/12 at the end of stop 55 (left:
five requests with no call (routing: "in San Diego next weekend, any theater plays", "look up maria in my contacts";
lower-case names: "john o'reilly", "reserve at nopa"; "Hey Jude on road trip playlist" gives the song to the
playlist), "sprig owned" cut too long, two optional values left out; the partners' misses as on main: a value made
of "spring", "latest", "checkout", "keeps crashing ...", "four", "this into german").
``VOCAB55``: a set written at round 55 by a helper before any fix it measures (22 requests in words the tool's name
does not use: "what's on at the cinema" for showtimes, "is my package here yet", "a dentist", "an optometrist" for a
specialty, "listen to the album", "a place to crash", "a cab", "whats in savings", "gigs", "the theater", "turn
beach.jpg", "a haircut ... somewhere unisex", "barber shop", "ping me", "an umbrella", "what's going on in the
world", "how do you say"); with it ``VOCAB55_NONE``: 11 near misses naming such words that no offered tool serves
(right: no call); 13/22 and 10/11 on main (5fc783c) when written, 15/22 and 10/11 at the end of stop 55 (left: the
dentist asked after "my tooth is killing me since monday", "listen to the album Rumours", "whats in savings right
now", "any barber shop around ...", "ping me at ...", "what's going on in the world" with no call, "Fleetwood Mac
songs" with the query "on some Fleetwood Mac songs"; the partner's miss as on main: "how much should I tip a cab
driver in NYC?" gets a call).
``VALUES56``: a set written at round 56 by a helper before any fix it measures (24 requests holding every required
value of the right tool in a form the parameter does not ask: counts as words ("four people", "a dozen", "three
avocados", "seventy two", "five ... twelve characters"), durations ("half an hour", "a 2 minute timer", "2 hours",
"a week") for seconds, minutes or days, "15%" for a fraction, "two hundred bucks", a date and a clock time for one
'YYYY-MM-DDTHH:MM', a country's name for its ISO code, a language's name for its code, lists written with commas
and "and", handles, tracking numbers, order numbers, host and domain names and emails written bare); with it
``VALUES56_NONE``: 11 near misses naming such values that no offered tool serves (right: no call); 14/24 and 11/11
on main (4575d88) when written, 20/24 and 11/11 on its branch, 21/24 and 11/11 merged at the end of stop 56 (left,
all routed to no tool or the wrong one: "Its freezing ..., set the thermostat to seventy two", "rent a car" for a car rental, "is ... up? ping it",
"my github handle is ..., what repos do I have?" given to the issues tool).
``CHOICE56``: a set written at round 56 by a helper before any fix it measures (26 requests, each offering neighbour
tools of one API family shaped like public APIs: the weather now, a daily forecast and a past date; stock, details and
search of a product; a contact by id, by name, updated and created; a day's events, a new event and a moved one; a
restaurant search and a reservation; an order's status and its cancelling; requests wanting one call with two values
("AAPL and MSFT" for a comma-separated list, three ingredients for an array, two recipients, "fish and chips" as one
kind of food, a sentence of context before the ask) beside partners truly wanting two calls ("AAPL and MSFT" for a tool
taking one symbol, two cities, two orders, the weather now and the coming days, a status and a cancelling); with it
``CHOICE56_NONE``: 10 near misses no offered tool serves (right: no call); 15/26 and 9/10 on main (4575d88) when written,
20/26 and 10/10 on its branch, 19/26 and 10/10 merged at the end of stop 56 (left: seven requests with no call
(routing: "How hot did it get in Phoenix, AZ on ...", "what BX-220 is made of and its specs", "anyone called Priya
Raman saved?", "what have i got on 2024-03-04?", "what can I cook?" with three ingredients, "fish and chips in
Leeds", and "im looking for waterproof hiking boots ...": "im" read as "I'm" (from the enum helper) makes it "I'm
looking for ...", which main declines too, the thing asked not named by the search tool)).
``TOOLS57``: a set written at round 57 by a helper before any fix it measures (28 requests, each offering neighbour
tools of one API family: get / list / search / create / update of users and tickets, a conversion beside a list of
rates, a forecast for a range of dates beside the weather now, a hotel search by a range of stars beside a booking,
an employee by first and last name beside one by number, a cart taking a list, a comparison taking a list of phones
beside one phone's specs, a general web search beside a stock price, orders one and many, a route beside a geocoder,
a translation beside a language detector, meeting invitations taking a list of emails); with it ``TOOLS57_NONE``: 6
requests truly wanting two calls (right: both) and 6 near misses no offered tool serves (right: no call); 17/28 and
6/12 on main (55bc390) when written, 23/28 and 9/12 on its branch at the end of stop 57 (left: "show me all the
admins in our org", "how much RAM does the Galaxy S24 have?" and "I need to drive from ... how do I get there" with
no call, "Hotel Avenida Palace" cut to "Avenida Palace", "milk, eggs, sourdough bread and bananas" cut to its last
two words (two-word items inside a list split "4.5 rating, selling tomatoes and also pet food"); the partner's misses: "how do I reset a user's password",
"what's a good priority scheme for support tickets?" and "is a 3 star hotel in Lisbon usually clean?" get a call).

``SPANS56``: a set written at round 56 by a helper before any fix it measures (26 requests stating string values
literally or in a form the schema asks: a playlist or note title holding "for" after "called"/"titled", a name
before "from"/"at"/"in", a task's content holding "about", a body after "tell him", a job title before "jobs", a
due date after "due", a restaurant with its city, a phone number for E.164, an emoji named in words, a country for
an ISO code, units said as "celsius"/"fahrenheit", a log level in small letters); with it ``SPANS56_NONE``: 12 near
misses naming such values that no offered tool serves (right: no call); 13/26 and 11/12 on main (4575d88) when
written, 22/26 and 11/12 on its branch, 23/26 and 11/12 merged at the end of stop 56 (left: three requests with no call or the wrong tool (routing: "send it
to her" goes to the SMS tool, "please pay Kevin O'Brien $20 ...", "rename ... into ..."); the partner's miss as on main: "what does debug logging actually do?" gets a call).

``SPANS57``: a set written at round 57 by a helper before any fix it measures (28 requests whose wanted strings
are spans of the request: a search query without its opener or "please", 'City, ST' and 'Neighborhood, City'
kept whole, an artist after "by", a quoted text without its quotes, origin and destination in either order, a
config key and its value, a summary after "jira:", a channel without its "#", a subject after "subject is", a
news topic inside a chatty question, a comma-separated list); with it ``SPANS57_NONE``: 11 near misses naming
such values that no offered tool serves (right: no call); 16/28 and 11/11 on main (55bc390) when written, 23/28 and
11/11 at the end of stop 57 (left: "Capitol Hill, Seattle" split into two places, three requests with no call
(routing: "When is ... playing", "any openings for ...", "I wanna hear ..."), ``q`` of "whats new with ..." still a
guess among spans: ``q`` as a searched name is a measured loser).

``MULTI57``: a set written at round 57 by a helper before any fix it measures (23 requests not written in English,
in Chinese, Japanese, Korean, Thai, Vietnamese, Indonesian, Spanish, French and German, to tools shaped like public
APIs (weather now and a forecast, news search, recipes, helpdesk tickets, a taxi ride, flights, hotels, music,
order tracking), each beside 1-2 others, the values spans of the request as written: a name before a possessive
particle, a topic before "에 대한"/after "关于", a place after "in"-words, an origin and a destination); with it
``MULTI57_NONE``: 12 requests in those languages no offered tool serves (greetings, questions of knowledge, a
question about a word, asks for a tool not offered; right: no call); 3/23 and 12/12 on wip/r57-int (9ca4c32) when
written, 22/23 and 12/12 at the end of stop 57 (left: "下周" read as ``days`` 7).

    PYTHONPATH=src .venv/bin/python bench/local_single.py [-v] [--set single-apis ...]
"""

from __future__ import annotations

import argparse
import datetime
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

ISSUES_LIST = tool("list_issues", "List issues in a GitHub repository.",
  {"repo": {"type": "string", "description": "Repository in owner/name form, e.g. octocat/hello-world"},
   "state": {"type": "string", "enum": ["open", "closed", "all"], "description": "Which issues to list.", "default": "open"}}, ["repo"])
ISSUE_GET = tool("get_issue", "Get a single issue of a GitHub repository by its number.",
  {"repo": {"type": "string", "description": "Repository in owner/name form."},
   "issue_number": {"type": "integer", "description": "The number of the issue."}}, ["repo", "issue_number"])
ISSUE_CREATE = tool("create_issue", "Create a new issue in a GitHub repository.",
  {"repo": {"type": "string", "description": "Repository in owner/name form."},
   "title": {"type": "string", "description": "Title of the issue."},
   "body": {"type": "string", "description": "Text of the issue."}}, ["repo", "title"])
ISSUE_CLOSE = tool("close_issue", "Close an issue of a GitHub repository.",
  {"repo": {"type": "string", "description": "Repository in owner/name form."},
   "issue_number": {"type": "integer", "description": "The number of the issue."}}, ["repo", "issue_number"])
ISSUES_SEARCH = tool("search_issues", "Search issues across GitHub by keywords.",
  {"query": {"type": "string", "description": "Search keywords."}}, ["query"])
EVENTS_LIST = tool("list_events", "List the calendar events on a day.",
  {"date": {"type": "string", "description": "The day, in YYYY-MM-DD format."}}, ["date"])
EVENT_CREATE = tool("create_event", "Create a calendar event.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "Date in YYYY-MM-DD format."},
   "start_time": {"type": "string", "description": "Start time in HH:MM format."}}, ["title", "date"])
EVENT_DELETE = tool("delete_event", "Delete a calendar event.",
  {"event_id": {"type": "string", "description": "The ID of the event."}}, ["event_id"])
EVENT_GET = tool("get_event", "Get the details of one calendar event.",
  {"event_id": {"type": "string", "description": "The ID of the event."}}, ["event_id"])
USER_GET = tool("get_user", "Get a user account by its ID.",
  {"user_id": {"type": "string", "description": "The user's ID."}}, ["user_id"])
USERS_LIST = tool("list_users", "List user accounts, optionally filtered by role.",
  {"role": {"type": "string", "enum": ["admin", "member", "guest"], "description": "Only users with this role."}}, [])
USER_CREATE = tool("create_user", "Create a new user account.",
  {"name": {"type": "string", "description": "Full name."}, "email": {"type": "string", "description": "Email address."}}, ["name", "email"])
USER_DELETE = tool("delete_user", "Delete a user account.",
  {"user_id": {"type": "string", "description": "The user's ID."}}, ["user_id"])
FILE_READ = tool("read_file", "Read the contents of a file.",
  {"path": {"type": "string", "description": "Path of the file."}}, ["path"])
FILE_WRITE = tool("write_file", "Write text to a file, replacing its contents.",
  {"path": {"type": "string", "description": "Path of the file."}, "content": {"type": "string", "description": "The text to write."}}, ["path", "content"])
FILE_DELETE = tool("delete_file", "Delete a file.",
  {"path": {"type": "string", "description": "Path of the file."}}, ["path"])
DIRECTORY_LIST = tool("list_directory", "List the entries of a directory.",
  {"path": {"type": "string", "description": "Path of the directory."}}, ["path"])
WEATHER_CURRENT = tool("get_current_weather", "Get the current weather conditions for a location.",
  {"location": {"type": "string", "description": "City name, e.g. London"}}, ["location"])
WEATHER_FORECAST = tool("get_weather_forecast", "Get the daily weather forecast for a location.",
  {"location": {"type": "string", "description": "City name, e.g. London"},
   "days": {"type": "integer", "description": "Number of days, 1 to 10.", "default": 3}}, ["location"])
SEARCH_WEB = tool("web_search", "Search the web.",
  {"query": {"type": "string", "description": "The search query."}}, ["query"])
STOCK_PRICE = tool("get_stock_price", "Get the latest price of a stock.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. AAPL"}}, ["symbol"])
COMPANY_PROFILE = tool("get_company_profile", "Get the profile of a listed company: name, industry, headquarters, CEO.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. AAPL"}}, ["symbol"])
STOCK_HISTORY = tool("get_stock_history", "Get the daily closing prices of a stock between two dates.",
  {"symbol": {"type": "string", "description": "Ticker symbol."},
   "start_date": {"type": "string", "description": "First day, YYYY-MM-DD."},
   "end_date": {"type": "string", "description": "Last day, YYYY-MM-DD."}}, ["symbol", "start_date", "end_date"])
TRACK_PLAY = tool("play_track", "Play a track on the user's device.",
  {"track": {"type": "string", "description": "Name of the track."}}, ["track"])
PLAYBACK_PAUSE = tool("pause_playback", "Pause the playback on the user's device.", {}, [])
PLAYLIST_CREATE = tool("create_playlist", "Create a new playlist.",
  {"name": {"type": "string", "description": "Name of the playlist."}}, ["name"])
PLAYLIST_ADD = tool("add_to_playlist", "Add a track to a playlist.",
  {"playlist": {"type": "string", "description": "Name of the playlist."}, "track": {"type": "string", "description": "Name of the track."}}, ["playlist", "track"])
TRACKS_SEARCH = tool("search_tracks", "Search the catalog for tracks.",
  {"query": {"type": "string", "description": "Search terms."}}, ["query"])
EMAIL_SEND = tool("send_email", "Send an email.",
  {"to": {"type": "string", "description": "Recipient's email address."}, "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Text of the email."}}, ["to", "body"])
EMAILS_SEARCH = tool("search_emails", "Search the mailbox for emails matching keywords.",
  {"query": {"type": "string", "description": "Keywords."}}, ["query"])
EMAIL_DELETE = tool("delete_email", "Move an email to the trash.",
  {"email_id": {"type": "string", "description": "The ID of the email."}}, ["email_id"])
ORDER_CANCEL = tool("cancel_order", "Cancel an order that has not shipped yet.",
  {"order_id": {"type": "string", "description": "The order ID."}}, ["order_id"])
ORDER_GET = tool("get_order", "Get an order with its items and shipping status.",
  {"order_id": {"type": "string", "description": "The order ID."}}, ["order_id"])
ORDERS_LIST = tool("list_orders", "List the customer's orders.",
  {"status": {"type": "string", "enum": ["pending", "shipped", "delivered"], "description": "Only orders in this status."}}, [])
POD_LOGS = tool("get_pod_logs", "Get the logs of a Kubernetes pod.",
  {"pod": {"type": "string", "description": "Name of the pod."}, "namespace": {"type": "string", "description": "Namespace.", "default": "default"}}, ["pod"])
PODS_LIST = tool("list_pods", "List the pods in a Kubernetes namespace.",
  {"namespace": {"type": "string", "description": "Namespace.", "default": "default"}}, [])
POD_DELETE = tool("delete_pod", "Delete a Kubernetes pod.",
  {"pod": {"type": "string", "description": "Name of the pod."}, "namespace": {"type": "string", "description": "Namespace.", "default": "default"}}, ["pod"])
DEPLOYMENT_SCALE = tool("scale_deployment", "Set the number of replicas of a Kubernetes deployment.",
  {"deployment": {"type": "string", "description": "Name of the deployment."}, "replicas": {"type": "integer", "description": "Number of replicas."}}, ["deployment", "replicas"])
CHANNEL_CREATE = tool("create_channel", "Create a Slack channel.",
  {"name": {"type": "string", "description": "Channel name, lowercase, without the #."},
   "is_private": {"type": "boolean", "description": "Create a private channel.", "default": False}}, ["name"])
MESSAGE_SEND = tool("send_message", "Post a message to a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name without the #, e.g. general"}, "text": {"type": "string", "description": "The message."}}, ["channel", "text"])
ISSUE_TOOLS = [ISSUES_LIST, ISSUE_GET, ISSUE_CREATE, ISSUE_CLOSE]
EVENT_TOOLS = [EVENTS_LIST, EVENT_CREATE, EVENT_DELETE, EVENT_GET]
USER_TOOLS = [USER_GET, USERS_LIST, USER_CREATE, USER_DELETE]
FILE_TOOLS = [FILE_READ, FILE_WRITE, FILE_DELETE, DIRECTORY_LIST]
STOCK_TOOLS = [SEARCH_WEB, STOCK_PRICE, COMPANY_PROFILE, STOCK_HISTORY]
MUSIC_TOOLS = [TRACK_PLAY, PLAYBACK_PAUSE, PLAYLIST_CREATE, PLAYLIST_ADD, TRACKS_SEARCH]
ORDER_TOOLS = [ORDER_CANCEL, ORDER_GET, ORDERS_LIST]
POD_TOOLS = [POD_LOGS, PODS_LIST, POD_DELETE, DEPLOYMENT_SCALE]
NEIGHBOURS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Show me the open issues in octo/widgets", ISSUE_TOOLS, [("list_issues", {"repo": "octo/widgets", "state": "open"})]),
 ("Open an issue in octo/widgets titled Crash on startup", ISSUE_TOOLS, [("create_issue", {"repo": "octo/widgets", "title": "Crash on startup"})]),
 ("Close issue 42 in octo/widgets", ISSUE_TOOLS, [("close_issue", {"repo": "octo/widgets", "issue_number": 42})]),
 ("What does issue #17 in octo/widgets say?", ISSUE_TOOLS, [("get_issue", {"repo": "octo/widgets", "issue_number": 17})]),
 ("Search issues mentioning memory leak", [ISSUES_SEARCH, ISSUES_LIST, ISSUE_GET], [("search_issues", {"query": "memory leak"})]),
 ("What's on my calendar for 2026-03-02?", EVENT_TOOLS, [("list_events", {"date": "2026-03-02"})]),
 ("Schedule a dentist appointment on 2026-03-05 at 14:00", EVENT_TOOLS, [("create_event", {"title": "dentist appointment", "date": "2026-03-05", "start_time": "14:00"})]),
 ("Delete event evt_981", EVENT_TOOLS, [("delete_event", {"event_id": "evt_981"})]),
 ("Show me the details of event evt_204", EVENT_TOOLS, [("get_event", {"event_id": "evt_204"})]),
 ("Add a new user Maria Lopez with email maria@example.com", USER_TOOLS, [("create_user", {"name": "Maria Lopez", "email": "maria@example.com"})]),
 ("List all admin users", USER_TOOLS, [("list_users", {"role": "admin"})]),
 ("Remove user u-5531", USER_TOOLS, [("delete_user", {"user_id": "u-5531"})]),
 ("Who is user u-2090?", USER_TOOLS, [("get_user", {"user_id": "u-2090"})]),
 ("Show me the contents of /etc/hosts", FILE_TOOLS, [("read_file", {"path": "/etc/hosts"})]),
 ("What files are in /tmp?", FILE_TOOLS, [("list_directory", {"path": "/tmp"})]),
 ("Delete /tmp/old.log", FILE_TOOLS, [("delete_file", {"path": "/tmp/old.log"})]),
 ("Write hello world to notes.txt", FILE_TOOLS, [("write_file", {"path": "notes.txt", "content": "hello world"})]),
 ("What's the 5-day forecast for Chicago?", [WEATHER_CURRENT, WEATHER_FORECAST, SEARCH_WEB], [("get_weather_forecast", {"location": "Chicago", "days": 5})]),
 ("What's the temperature in Chicago right now?", [WEATHER_FORECAST, WEATHER_CURRENT, SEARCH_WEB], [("get_current_weather", {"location": "Chicago"})]),
 ("What's the price of AAPL?", STOCK_TOOLS, [("get_stock_price", {"symbol": "AAPL"})]),
 ("Tell me about the company behind MSFT", STOCK_TOOLS, [("get_company_profile", {"symbol": "MSFT"})]),
 ("Search the web for the tallest building in Europe", STOCK_TOOLS, [("web_search", {"query": "tallest building in Europe"})]),
 ("Play Bohemian Rhapsody", MUSIC_TOOLS, [("play_track", {"track": "Bohemian Rhapsody"})]),
 ("Make a new playlist called Road Trip", MUSIC_TOOLS, [("create_playlist", {"name": "Road Trip"})]),
 ("Add Hey Jude to my Road Trip playlist", MUSIC_TOOLS, [("add_to_playlist", {"playlist": "Road Trip", "track": "Hey Jude"})]),
 ("Pause the music", MUSIC_TOOLS, [("pause_playback", {})]),
 ("Email bob@example.com saying the report is ready", [EMAIL_SEND, EMAILS_SEARCH, EMAIL_DELETE], [("send_email", {"to": "bob@example.com", "body": "the report is ready"})]),
 ("Find emails about the quarterly budget", [EMAIL_SEND, EMAILS_SEARCH, EMAIL_DELETE, SEARCH_WEB], [("search_emails", {"query": "quarterly budget"})]),
 ("Cancel order 88213", ORDER_TOOLS, [("cancel_order", {"order_id": "88213"})]),
 ("Where is order 88213?", ORDER_TOOLS, [("get_order", {"order_id": "88213"})]),
 ("Show logs for pod web-7f9c in namespace prod", POD_TOOLS, [("get_pod_logs", {"pod": "web-7f9c", "namespace": "prod"})]),
 ("Scale the api deployment to 3 replicas", POD_TOOLS, [("scale_deployment", {"deployment": "api", "replicas": 3})]),
 ("Create a private channel named design-team", [CHANNEL_CREATE, MESSAGE_SEND, USER_CREATE], [("create_channel", {"name": "design-team", "is_private": True})]),
]

HOTELS = tool("search_hotels", "Search available hotels in a city.",
  {"location": {"type": "string", "description": "The city and state, in the format 'City, State', e.g. 'Austin, TX'."},
   "check_in": {"type": "string", "description": "Check-in date, formatted as YYYY-MM-DD."},
   "nights": {"type": "integer", "description": "Number of nights to stay.", "default": 1},
   "guests": {"type": "integer", "description": "Number of guests.", "default": 1},
   "amenities": {"type": "array", "items": {"type": "string", "enum": ["pool", "wifi", "parking", "gym"]}, "description": "Required amenities.", "default": []}},
  ["location", "check_in"])
EVENT = tool("create_event", "Create an event in the user's calendar.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "Date of the event in YYYY-MM-DD format."},
   "start_time": {"type": "string", "description": "Start time in 24-hour HH:MM format."},
   "duration_minutes": {"type": "integer", "description": "Length of the event in minutes.", "default": 60}},
  ["title", "date", "start_time"])
EMAIL = tool("send_email", "Send an email message.",
  {"to": {"type": "string", "description": "Email address of the recipient."},
   "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Body text of the email."}}, ["to", "subject", "body"])
STOCK = tool("get_stock_price", "Get the latest price of a stock.",
  {"symbol": {"type": "string", "description": "The stock ticker symbol, e.g. AAPL."},
   "exchange": {"type": "string", "enum": ["NASDAQ", "NYSE", "LSE"], "description": "Stock exchange."}}, ["symbol"])
SHOWTIMES = tool("find_movies", "Find movies playing in theaters near a location.",
  {"city": {"type": "string", "description": "City and state abbreviation, such as 'Chicago, IL'."},
   "genre": {"type": "string", "enum": ["action", "comedy", "drama", "horror", "animation"], "description": "Movie genre."}}, ["city"])
PLAYER = tool("play_song", "Play a song on the music player.",
  {"song": {"type": "string", "description": "Title of the song."},
   "artist": {"type": "string", "description": "Name of the artist."},
   "shuffle": {"type": "boolean", "description": "Whether to shuffle playback.", "default": False}}, ["song"])
RIDE = tool("request_ride", "Request a ride from a pickup point to a destination.",
  {"pickup": {"type": "string", "description": "Pickup location."},
   "destination": {"type": "string", "description": "Drop-off location."},
   "ride_type": {"type": "string", "enum": ["ECONOMY", "COMFORT", "XL"], "description": "Type of ride.", "default": "ECONOMY"}},
  ["pickup", "destination"])
ISSUE = tool("create_issue", "Open a new issue in a GitHub repository.",
  {"repo": {"type": "string", "description": "Repository in owner/name form."},
   "title": {"type": "string", "description": "Issue title."},
   "labels": {"type": "array", "items": {"type": "string"}, "description": "Labels to apply to the issue."}}, ["repo", "title"])
USER_BY_ID = tool("get_user", "Fetch a user's profile by id.",
  {"user_id": {"type": "integer", "description": "Unique numeric identifier of the user."}}, ["user_id"])
CUSTOMER = tool("get_customer", "Retrieve a customer record.",
  {"customer_id": {"type": "string", "description": "The customer's ID."}}, ["customer_id"])
TICKET = tool("create_ticket", "Create a support ticket.",
  {"subject": {"type": "string", "description": "Short summary of the problem."},
   "priority": {"type": "string", "enum": ["low", "medium", "high", "urgent"], "description": "Ticket priority.", "default": "medium"}}, ["subject"])
CURRENCY = tool("convert_currency", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "Amount of money to convert."},
   "from_currency": {"type": "string", "description": "Three-letter ISO code of the source currency, e.g. USD."},
   "to_currency": {"type": "string", "description": "Three-letter ISO code of the target currency, e.g. EUR."}}, ["amount", "from_currency", "to_currency"])
BMI = tool("calculate_bmi", "Calculate the body mass index.",
  {"weight_kg": {"type": "number", "description": "Body weight in kilograms."},
   "height_cm": {"type": "number", "description": "Height in centimeters."}}, ["weight_kg", "height_cm"])
PODCASTS = tool("search_podcasts", "Search podcasts by topic.",
  {"query": {"type": "string", "description": "Topic or keywords."},
   "language": {"type": "string", "description": "Two-letter language code, e.g. 'en'.", "default": "en"}}, ["query"])
OUTLOOK = tool("get_weather_forecast", "Get a multi-day weather forecast.",
  {"location": {"type": "string", "description": "City name."},
   "days": {"type": "integer", "description": "Number of days to forecast, 1 to 10.", "default": 3},
   "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Unit system.", "default": "metric"}}, ["location"])
EATERIES = tool("find_restaurants", "Find restaurants in an area.",
  {"location": {"type": "string", "description": "City and state, e.g. 'San Diego, CA'."},
   "cuisine": {"type": "string", "description": "Type of food, e.g. Thai."},
   "price_range": {"type": "string", "enum": ["$", "$$", "$$$", "$$$$"], "description": "Price range."},
   "open_now": {"type": "boolean", "description": "Only restaurants open now.", "default": False}}, ["location"])
TODO = tool("add_task", "Add a task to the to-do list.",
  {"task": {"type": "string", "description": "What needs to be done."},
   "tags": {"type": "array", "items": {"type": "string"}, "description": "Tags for the task."}}, ["task"])
SMS = tool("send_sms", "Send a text message to a phone number.",
  {"phone_number": {"type": "string", "description": "Phone number in E.164 format, e.g. +14155550123."},
   "message": {"type": "string", "description": "Text of the message."}}, ["phone_number", "message"])
CRYPTO = tool("get_crypto_price", "Get the current price of a cryptocurrency.",
  {"coin": {"type": "string", "description": "Name of the coin, e.g. bitcoin."},
   "currency": {"type": "string", "description": "Currency code to quote in.", "default": "USD"}}, ["coin"])
WIKI = tool("search_wikipedia", "Search Wikipedia articles.",
  {"query": {"type": "string", "description": "Search terms."},
   "lang": {"type": "string", "description": "Wikipedia language code, e.g. 'en', 'de'.", "default": "en"}}, ["query"])
SCALE = tool("scale_deployment", "Scale a Kubernetes deployment to a number of replicas.",
  {"name": {"type": "string", "description": "Name of the deployment."},
   "replicas": {"type": "integer", "description": "Desired number of replicas."},
   "namespace": {"type": "string", "description": "Kubernetes namespace.", "default": "default"}}, ["name", "replicas"])
PLAYLIST = tool("create_playlist", "Create a music playlist.",
  {"name": {"type": "string", "description": "Name of the playlist."},
   "songs": {"type": "array", "items": {"type": "string"}, "description": "Song titles to add."},
   "public": {"type": "boolean", "description": "Whether the playlist is public.", "default": True}}, ["name"])
VALUES: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Find hotels in Portland, OR for 3 nights starting 2025-10-12", [HOTELS, EATERIES], [("search_hotels", {"location": "Portland, OR", "check_in": "2025-10-12", "nights": 3})]),
 ("I need a hotel in Miami, FL with a pool and parking, checking in 2025-06-01, 2 guests", [HOTELS, RIDE], [("search_hotels", {"location": "Miami, FL", "check_in": "2025-06-01", "guests": 2, "amenities": ["pool", "parking"]})]),
 ("Schedule Budget review on 2025-09-15 at 14:00 for 30 minutes", [EVENT, TODO], [("create_event", {"title": "Budget review", "date": "2025-09-15", "start_time": "14:00", "duration_minutes": 30})]),
 ("Create an event called Team lunch on 2025-05-02 at 12:30", [EVENT, EMAIL], [("create_event", {"title": "Team lunch", "date": "2025-05-02", "start_time": "12:30"})]),
 ("Send an email to bob@example.com with subject 'Invoice' and body 'Please find the invoice attached.'", [EMAIL, SMS], [("send_email", {"to": "bob@example.com", "subject": "Invoice", "body": "Please find the invoice attached."})]),
 ("What's AAPL trading at?", [STOCK, CRYPTO], [("get_stock_price", {"symbol": "AAPL"})]),
 ("price of MSFT on the nasdaq", [STOCK, CURRENCY], [("get_stock_price", {"symbol": "MSFT", "exchange": "NASDAQ"})]),
 ("Any comedy movies playing in Chicago, IL?", [SHOWTIMES, EATERIES], [("find_movies", {"city": "Chicago, IL", "genre": "comedy"})]),
 ("What movies are showing in Austin, Texas?", [SHOWTIMES, HOTELS], [("find_movies", {"city": "Austin, TX"})]),
 ("Play Bohemian Rhapsody by Queen", [PLAYER, PLAYLIST], [("play_song", {"song": "Bohemian Rhapsody", "artist": "Queen"})]),
 ("play Hotel California on shuffle", [PLAYER, HOTELS], [("play_song", {"song": "Hotel California", "shuffle": True})]),
 ("Get me an XL ride from SFO to Union Square", [RIDE, STOCK], [("request_ride", {"pickup": "SFO", "destination": "Union Square", "ride_type": "XL"})]),
 ("I need a ride to Pier 39 from Market Street", [RIDE, SHOWTIMES], [("request_ride", {"pickup": "Market Street", "destination": "Pier 39"})]),
 ("Open an issue in octocat/hello-world titled 'Login button broken' with labels bug and ui", [ISSUE, TICKET], [("create_issue", {"repo": "octocat/hello-world", "title": "Login button broken", "labels": ["bug", "ui"]})]),
 ("Look up user 48213", [USER_BY_ID, CUSTOMER], [("get_user", {"user_id": 48213})]),
 ("Pull up the record for customer 90211", [CUSTOMER, USER_BY_ID], [("get_customer", {"customer_id": "90211"})]),
 ("File an urgent ticket: printer on floor 3 is jammed", [TICKET, ISSUE], [("create_ticket", {"subject": "printer on floor 3 is jammed", "priority": "urgent"})]),
 ("Create a support ticket 'VPN not connecting' with low priority", [TICKET, EMAIL], [("create_ticket", {"subject": "VPN not connecting", "priority": "low"})]),
 ("Convert 250 dollars to euros", [CURRENCY, STOCK], [("convert_currency", {"amount": 250, "from_currency": "USD", "to_currency": "EUR"})]),
 ("How much is 1,200 GBP in CAD?", [CURRENCY, CRYPTO], [("convert_currency", {"amount": 1200, "from_currency": "GBP", "to_currency": "CAD"})]),
 ("What's my BMI if I weigh 70 kg and I'm 175 cm tall?", [BMI, CURRENCY], [("calculate_bmi", {"weight_kg": 70, "height_cm": 175})]),
 ("Find podcasts about true crime in Spanish", [PODCASTS, WIKI], [("search_podcasts", {"query": "true crime", "language": "es"})]),
 ("5-day forecast for Oslo in imperial units", [OUTLOOK, AIR], [("get_weather_forecast", {"location": "Oslo", "days": 5, "units": "imperial"})]),
 ("What will the weather be like in Lisbon?", [OUTLOOK, HOTELS], [("get_weather_forecast", {"location": "Lisbon"})]),
 ("Thai restaurants in San Diego, CA that are open now", [EATERIES, HOTELS], [("find_restaurants", {"location": "San Diego, CA", "cuisine": "Thai", "open_now": True})]),
 ("Find Italian places in Seattle, WA in the $$ range", [EATERIES, SHOWTIMES], [("find_restaurants", {"location": "Seattle, WA", "cuisine": "Italian", "price_range": "$$"})]),
 ("Add renew passport to my to-do list, tagged travel and admin", [TODO, EVENT], [("add_task", {"task": "renew passport", "tags": ["travel", "admin"]})]),
 ("Text +14155550123 saying running late", [SMS, EMAIL], [("send_sms", {"phone_number": "+14155550123", "message": "running late"})]),
 ("What's the price of bitcoin in euros?", [CRYPTO, STOCK], [("get_crypto_price", {"coin": "bitcoin", "currency": "EUR"})]),
 ("how much is ethereum right now", [CRYPTO, CURRENCY], [("get_crypto_price", {"coin": "ethereum"})]),
 ("Look up Alan Turing on Wikipedia in German", [WIKI, PODCASTS], [("search_wikipedia", {"query": "Alan Turing", "lang": "de"})]),
 ("Scale the api-server deployment to 5 replicas in the prod namespace", [SCALE, USER_BY_ID], [("scale_deployment", {"name": "api-server", "replicas": 5, "namespace": "prod"})]),
 ("scale web to 3 replicas", [SCALE, PLAYLIST], [("scale_deployment", {"name": "web", "replicas": 3})]),
 ("Make a private playlist called Focus with Weightless and Clair de Lune", [PLAYLIST, PLAYER], [("create_playlist", {"name": "Focus", "songs": ["Weightless", "Clair de Lune"], "public": False})]),
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

THINQ = tool("ThinQ_Connect", "Send a command to control an LG ThinQ appliance, such as an air conditioner or an air purifier, by setting its operation mode and fan speed.",
  {"airConJobMode": {"type": "string", "enum": ["AIR_CLEAN", "COOL", "AIR_DRY"], "description": "The operation mode of the appliance."},
   "windStrength": {"type": "string", "enum": ["LOW", "HIGH", "MID"], "description": "The fan speed.", "default": "MID"},
   "powerSaveEnabled": {"type": "boolean", "description": "Whether power saving is on.", "default": False}}, ["airConJobMode"])
VACUUM = tool("robot_vacuum_start", "Start a robot vacuum cleaner in a cleaning mode.",
  {"mode": {"type": "string", "enum": ["auto", "spot", "edge", "quiet"], "description": "Cleaning mode."}}, ["mode"])
WASHER = tool("washer_start", "Start a washing machine cycle.",
  {"cycle": {"type": "string", "enum": ["NORMAL", "DELICATE", "HEAVY_DUTY", "QUICK_WASH"], "description": "The wash cycle."}}, ["cycle"])
LIGHTS = tool("set_light_scene", "Set a scene on smart light bulbs.",
  {"scene": {"type": "string", "enum": ["reading", "relax", "night_light", "party"], "description": "The light scene."}}, ["scene"])
ENUM_NEAR_MISSES: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How does an air conditioner work?", [THINQ], []),
 ("Is an air purifier worth buying?", [THINQ], []),
 ("What is the difference between an air conditioner and a heat pump?", [THINQ], []),
 ("Why does my air conditioner smell?", [THINQ], []),
 ("How do robot vacuums find their way around?", [VACUUM], []),
 ("Is a quiet robot vacuum worth it?", [VACUUM], []),
 ("What is heavy duty detergent?", [WASHER], []),
 ("Should I buy a washing machine with a quick wash cycle?", [WASHER], []),
 ("What is a night light for?", [LIGHTS], []),
 ("Is reading in dim light bad for your eyes?", [LIGHTS], []),
 ("Set the air conditioner to cool", [THINQ], [("ThinQ_Connect", {"airConJobMode": "COOL"})]),
 ("Switch the air purifier to air clean mode", [THINQ], [("ThinQ_Connect", {"airConJobMode": "AIR_CLEAN"})]),
 ("Start the vacuum in spot mode", [VACUUM], [("robot_vacuum_start", {"mode": "spot"})]),
 ("Run a quick wash", [WASHER], [("washer_start", {"cycle": "QUICK_WASH"})]),
 ("Put the lights on the relax scene", [LIGHTS], [("set_light_scene", {"scene": "relax"})]),
]

PROFILE = tool("getUserInfo", "Retrieve the profile information of a user.",
  {"user_id": {"type": "string", "description": "The ID of the user."}}, ["user_id"])
OUTLOOK_DAYS = tool("weather_forecast", "Get the weather forecast for a city.",
  {"city": {"type": "string", "description": "Name of the city, e.g. Oslo"},
   "days": {"type": "integer", "description": "Number of days to forecast.", "default": 3}}, ["city"])
ORDER_STATE = tool("orderStatus", "Look up the shipping status of an order.",
  {"order_id": {"type": "string", "description": "The order number."}}, ["order_id"])
FLIGHT_BOOKING = tool("book_flight", "Book a flight between two cities on a date.",
  {"origin": {"type": "string", "description": "Departure city."},
   "destination": {"type": "string", "description": "Arrival city."},
   "date": {"type": "string", "description": "Travel date in YYYY-MM-DD format."}}, ["origin", "destination", "date"])
LANGUAGE = tool("translate_text", "Translate text into another language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "Name of the target language, e.g. Spanish"}}, ["text", "target_language"])
TICKER = tool("stock_quote", "Get the current quote of a stock.",
  {"ticker": {"type": "string", "description": "Ticker symbol, e.g. AAPL"}}, ["ticker"])
DINING = tool("search_restaurants", "Search restaurants by cuisine in a location.",
  {"cuisine": {"type": "string", "description": "Type of food, e.g. Thai"},
   "location": {"type": "string", "description": "City name."}}, ["cuisine", "location"])
SHIPMENT = tool("track_shipment", "Track a shipment by its tracking ID.",
  {"tracking_id": {"type": "string", "description": "The carrier's tracking ID."}}, ["tracking_id"])
SCREENINGS = tool("get_movie_showtimes", "Get the showtimes of a movie in a city.",
  {"movie": {"type": "string", "description": "Title of the movie."},
   "city": {"type": "string", "description": "City name."}}, ["movie", "city"])
BALANCE = tool("get_account_balance", "Get the current balance of a bank account.",
  {"account_id": {"type": "string", "description": "The account number."}}, ["account_id"])
PASSWORD = tool("reset_password", "Send a password reset link to a user's email address.",
  {"email": {"type": "string", "description": "The user's email address."}}, ["email"])
ROOMS = tool("check_hotel_availability", "Check whether hotel rooms are available in a city between two dates.",
  {"city": {"type": "string", "description": "City name."},
   "check_in": {"type": "string", "description": "Check-in date, YYYY-MM-DD."},
   "check_out": {"type": "string", "description": "Check-out date, YYYY-MM-DD."}}, ["city", "check_in", "check_out"])
CLOCK = tool("get_local_time", "Get the current local time in a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])
NUTRITION = tool("get_nutrition_facts", "Get the nutrition facts (calories, protein, fat, carbohydrates) of a food.",
  {"food": {"type": "string", "description": "Name of the food."}}, ["food"])
CHARGERS = tool("find_charging_stations", "Find electric vehicle charging stations near a location.",
  {"location": {"type": "string", "description": "City or address."}}, ["location"])
CONTACT = tool("get_contact_details", "Get the phone number and email address of a contact.",
  {"name": {"type": "string", "description": "Full name of the contact."}}, ["name"])
FITS2: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("I need the profile details for user 4821", [PROFILE, PASSWORD], [("getUserInfo", {"user_id": "4821"})]),
 ("user information for id u_993", [PROFILE, CONTACT], [("getUserInfo", {"user_id": "u_993"})]),
 ("I need the forecast for Oslo", [OUTLOOK_DAYS, CLOCK], [("weather_forecast", {"city": "Oslo"})]),
 ("Is it going to rain in Bergen?", [OUTLOOK_DAYS, CHARGERS], [("weather_forecast", {"city": "Bergen"})]),
 ("The weather forecasts for Rome, please", [OUTLOOK_DAYS, DINING], [("weather_forecast", {"city": "Rome"})]),
 ("My order 88213 hasn't arrived. Where is it?", [ORDER_STATE, BALANCE], [("orderStatus", {"order_id": "88213"})]),
 ("Has order A-5512 shipped yet?", [ORDER_STATE, SHIPMENT], [("orderStatus", {"order_id": "A-5512"})]),
 ("I want to fly from Boston to Denver on 2026-04-12", [FLIGHT_BOOKING, ROOMS], [("book_flight", {"origin": "Boston", "destination": "Denver", "date": "2026-04-12"})]),
 ("What's 'good evening' in Portuguese?", [LANGUAGE, CONTACT], [("translate_text", {"text": "good evening", "target_language": "Portuguese"})]),
 ("I'd like a translation of 'thank you very much' into Korean", [LANGUAGE, NUTRITION], [("translate_text", {"text": "thank you very much", "target_language": "Korean"})]),
 ("Where is NVDA trading today?", [TICKER, BALANCE], [("stock_quote", {"ticker": "NVDA"})]),
 ("quotes for AMZN", [TICKER, DINING], [("stock_quote", {"ticker": "AMZN"})]),
 ("We're starving. Any sushi places in Portland?", [DINING, SCREENINGS], [("search_restaurants", {"cuisine": "sushi", "location": "Portland"})]),
 ("Shipment 1Z999AA1 - any update?", [SHIPMENT, ORDER_STATE], [("track_shipment", {"tracking_id": "1Z999AA1"})]),
 ("Let me know where my package ZX-4410 is", [SHIPMENT, CLOCK], [("track_shipment", {"tracking_id": "ZX-4410"})]),
 ("When is Dune playing in Austin?", [SCREENINGS, DINING], [("get_movie_showtimes", {"movie": "Dune", "city": "Austin"})]),
 ("How much money is left in account 5530-21?", [BALANCE, TICKER], [("get_account_balance", {"account_id": "5530-21"})]),
 ("Need the balance of account 7781", [BALANCE, ORDER_STATE], [("get_account_balance", {"account_id": "7781"})]),
 ("I forgot my password. My email is ana@example.com, can you help?", [PASSWORD, PROFILE], [("reset_password", {"email": "ana@example.com"})]),
 ("Are there rooms free in Lisbon from 2026-06-01 to 2026-06-04?", [ROOMS, FLIGHT_BOOKING], [("check_hotel_availability", {"city": "Lisbon", "check_in": "2026-06-01", "check_out": "2026-06-04"})]),
 ("What time is it over in Tokyo?", [CLOCK, OUTLOOK_DAYS], [("get_local_time", {"city": "Tokyo"})]),
 ("How much protein does an avocado have?", [NUTRITION, DINING], [("get_nutrition_facts", {"food": "avocado"})]),
 ("Calories in a bagel?", [NUTRITION, TICKER], [("get_nutrition_facts", {"food": "bagel"})]),
 ("My car is almost out of battery near Fresno. Where can I charge it?", [CHARGERS, OUTLOOK_DAYS], [("find_charging_stations", {"location": "Fresno"})]),
 ("What's Maria Chen's phone number?", [CONTACT, PROFILE], [("get_contact_details", {"name": "Maria Chen"})]),
 ("How do I reach Tom Baker? I need his email.", [CONTACT, PASSWORD], [("get_contact_details", {"name": "Tom Baker"})]),
 ("I'm planning a trip to Kyoto. Is anything available from 2026-10-03 to 2026-10-06?", [ROOMS, CLOCK], [("check_hotel_availability", {"city": "Kyoto", "check_in": "2026-10-03", "check_out": "2026-10-06"})]),
 ("Could you find out when Oppenheimer shows in Chicago", [SCREENINGS, TICKER], [("get_movie_showtimes", {"movie": "Oppenheimer", "city": "Chicago"})]),
]
FITS2_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How do I change my user name?", [PROFILE, PASSWORD], []),
 ("What causes rain?", [OUTLOOK_DAYS, CLOCK], []),
 ("Cancel my order 88213", [ORDER_STATE, BALANCE], []),
 ("What's the cheapest month to fly to Denver?", [FLIGHT_BOOKING, ROOMS], []),
 ("Is Portuguese hard to learn?", [LANGUAGE, CONTACT], []),
 ("Should I invest in index funds or single stocks?", [TICKER, BALANCE], []),
 ("Write a review of the sushi place we went to in Portland", [DINING, SCREENINGS], []),
 ("How do I ship a package to Canada?", [SHIPMENT, ORDER_STATE], []),
 ("Who directed Dune?", [SCREENINGS, DINING], []),
 ("Open a new savings account for me", [BALANCE, TICKER], []),
 ("What makes a strong password?", [PASSWORD, PROFILE], []),
 ("What's the best neighborhood to stay in Lisbon?", [ROOMS, FLIGHT_BOOKING], []),
 ("How many time zones does Russia have?", [CLOCK, OUTLOOK_DAYS], []),
 ("Give me a recipe for avocado toast", [NUTRITION, DINING], []),
 ("How long does an electric car battery last?", [CHARGERS, OUTLOOK_DAYS], []),
 ("Delete Maria Chen from my contacts", [CONTACT, PROFILE], []),
 ("Why do tracking numbers start with 1Z?", [SHIPMENT, CLOCK], []),
]

GH_ISSUES = tool("list_repo_issues", "List the issues of a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository, without the owner."},
   "state": {"type": "string", "enum": ["open", "closed", "all"], "description": "Which issues to list.", "default": "open"}}, ["owner", "repo"])
GH_PULL = tool("get_pull_request", "Get one pull request of a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository."},
   "pull_number": {"type": "integer", "description": "The number of the pull request."}}, ["owner", "repo", "pull_number"])
GH_BRANCH = tool("create_branch", "Create a git branch in a repository.",
  {"repository": {"type": "string", "description": "Repository as owner/name."},
   "branch": {"type": "string", "description": "Name of the new branch."},
   "from_branch": {"type": "string", "description": "Branch to start from.", "default": "main"}}, ["repository", "branch"])
IMAGE_PULL = tool("pull_image", "Pull a container image from a registry.",
  {"image": {"type": "string", "description": "Image name, e.g. nginx"},
   "tag": {"type": "string", "description": "Image tag.", "default": "latest"}}, ["image"])
SMS_SEND = tool("send_text_message", "Send a text message to a phone.",
  {"to": {"type": "string", "description": "Phone number to send the message to."},
   "message": {"type": "string", "description": "Text of the message."}}, ["to", "message"])
IP_LOCATE = tool("locate_ip", "Find the location of an IP address.",
  {"ip": {"type": "string", "description": "The IP address."}}, ["ip"])
STORES = tool("find_stores", "Find the stores near a place.",
  {"location": {"type": "string", "description": "City or ZIP code."},
   "radius_km": {"type": "integer", "description": "Search radius in kilometers.", "default": 5}}, ["location"])
DNS = tool("dns_lookup", "Look up the DNS records of a domain.",
  {"domain": {"type": "string", "description": "The domain name."},
   "record_type": {"type": "string", "enum": ["A", "AAAA", "MX", "TXT", "CNAME"], "description": "Type of record.", "default": "A"}}, ["domain"])
SLACK_POST = tool("post_message", "Post a message to a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name without the leading #."},
   "text": {"type": "string", "description": "The message text."}}, ["channel", "text"])
CONFIG_READ = tool("read_file", "Read a text file.",
  {"path": {"type": "string", "description": "Path of the file."}}, ["path"])
MEETING = tool("add_event", "Add an event to the calendar.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "Date in YYYY-MM-DD format."},
   "location": {"type": "string", "description": "Where the event takes place."}}, ["title", "date"])
ACCOUNT = tool("find_account", "Find a customer account by its email address.",
  {"email": {"type": "string", "description": "The customer's email address."}}, ["email"])
TRANSLATOR = tool("translate_text", "Translate text into another language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "ISO 639-1 code of the target language, e.g. de"}}, ["text", "target_language"])
WEATHER_UNIT = tool("get_weather", "Get the current weather in a city.",
  {"city": {"type": "string", "description": "Name of the city."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "Temperature unit.", "default": "celsius"}}, ["city"])
PACKAGE = tool("get_package_info", "Get information about a Python package from PyPI.",
  {"name": {"type": "string", "description": "Name of the package."},
   "version": {"type": "string", "description": "A specific version; the latest when omitted."}}, ["name"])
ZIP = tool("lookup_zip_code", "Look up the city and state of a US ZIP code.",
  {"zip_code": {"type": "string", "description": "Five-digit ZIP code."}}, ["zip_code"])
PARCEL = tool("track_shipment", "Track a shipment with a carrier.",
  {"carrier": {"type": "string", "enum": ["ups", "fedex", "usps", "dhl"], "description": "The carrier."},
   "tracking_number": {"type": "string", "description": "The tracking number."}}, ["carrier", "tracking_number"])
BOOKS = tool("search_books", "Search the library catalog for books.",
  {"title": {"type": "string", "description": "Words of the title."},
   "author": {"type": "string", "description": "Name of the author."}}, [])
DISHES = tool("search_recipes", "Search recipes.",
  {"ingredient": {"type": "string", "description": "Main ingredient."},
   "max_minutes": {"type": "integer", "description": "Longest total cooking time in minutes."},
   "diet": {"type": "string", "enum": ["vegan", "vegetarian", "gluten-free", "keto"], "description": "Dietary restriction."}}, ["ingredient"])
PAYMENT = tool("send_payment", "Send money to a contact.",
  {"recipient": {"type": "string", "description": "Name of the contact to pay."},
   "amount": {"type": "number", "description": "Amount of money."},
   "currency": {"type": "string", "description": "Three-letter currency code.", "default": "USD"},
   "note": {"type": "string", "description": "What the payment is for."}}, ["recipient", "amount"])
REMINDER = tool("create_reminder", "Create a reminder.",
  {"text": {"type": "string", "description": "What to be reminded of."},
   "time": {"type": "string", "description": "Time of day in HH:MM, 24-hour clock."}}, ["text", "time"])
RESTART = tool("restart_deployment", "Restart a Kubernetes deployment.",
  {"name": {"type": "string", "description": "Name of the deployment."},
   "namespace": {"type": "string", "description": "Kubernetes namespace.", "default": "default"}}, ["name"])
SQL = tool("run_query", "Run a SQL query on a database.",
  {"database": {"type": "string", "description": "Name of the database."},
   "query": {"type": "string", "description": "The SQL statement."}}, ["database", "query"])
UPTIME = tool("check_website", "Check whether a website is up.",
  {"url": {"type": "string", "description": "URL or domain of the site."}}, ["url"])
MAIL = tool("compose_email", "Send an email.",
  {"recipient": {"type": "string", "description": "Email address of the recipient."},
   "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Body of the email."}}, ["recipient", "subject", "body"])
SHOWINGS = tool("get_showtimes", "Get the showtimes of a movie in a city.",
  {"movie": {"type": "string", "description": "Title of the movie."},
   "city": {"type": "string", "description": "The city."}}, ["movie", "city"])
ADDRESS_BOOK = tool("add_contact", "Add a person to the address book.",
  {"first_name": {"type": "string", "description": "Given name."},
   "last_name": {"type": "string", "description": "Family name."},
   "phone": {"type": "string", "description": "Phone number."}}, ["first_name", "last_name"])
COORDS = tool("get_weather_at", "Get the current weather at a point.",
  {"latitude": {"type": "number", "description": "Latitude in degrees."},
   "longitude": {"type": "number", "description": "Longitude in degrees."}}, ["latitude", "longitude"])
STATE_WEATHER = tool("current_conditions", "Get the current weather conditions in a US city.",
  {"city": {"type": "string", "description": "Name of the city."},
   "state": {"type": "string", "description": "Two-letter state code, e.g. CA"}}, ["city", "state"])
DINNER = tool("book_table", "Book a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "Name of the restaurant."},
   "party_size": {"type": "integer", "description": "Number of people."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."},
   "time": {"type": "string", "description": "Time, HH:MM."}}, ["restaurant", "party_size", "date", "time"])
STAYS = tool("find_hotels", "Find hotels in a city for a stay.",
  {"city": {"type": "string", "description": "The city."},
   "check_in": {"type": "string", "description": "Arrival date, YYYY-MM-DD."},
   "check_out": {"type": "string", "description": "Departure date, YYYY-MM-DD."}}, ["city", "check_in", "check_out"])
VALUES2: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Show me the open issues of facebook/react", [GH_ISSUES, GH_PULL], [("list_repo_issues", {"owner": "facebook", "repo": "react", "state": "open"})]),
 ("Look up the repo rust-lang/cargo and list its closed issues", [GH_ISSUES, GH_PULL], [("list_repo_issues", {"owner": "rust-lang", "repo": "cargo", "state": "closed"})]),
 ("Get pull request 512 from vercel/next.js", [GH_PULL, GH_ISSUES], [("get_pull_request", {"owner": "vercel", "repo": "next.js", "pull_number": 512})]),
 ("Create a branch feature/login from develop in acme/web", [GH_BRANCH, GH_ISSUES], [("create_branch", {"repository": "acme/web", "branch": "feature/login", "from_branch": "develop"})]),
 ("Pull the nginx image with tag 1.25", [IMAGE_PULL, RESTART], [("pull_image", {"image": "nginx", "tag": "1.25"})]),
 ("pull redis:7.2", [IMAGE_PULL, RESTART], [("pull_image", {"image": "redis", "tag": "7.2"})]),
 ("Send 'on my way' to +1 555 0100", [SMS_SEND, MAIL], [("send_text_message", {"to": "+1 555 0100", "message": "on my way"})]),
 ("Text 415-555-0199 that the meeting moved to Friday", [SMS_SEND, MAIL], [("send_text_message", {"to": "415-555-0199", "message": "the meeting moved to Friday"})]),
 ("Where is 203.0.113.7 located?", [IP_LOCATE, STORES], [("locate_ip", {"ip": "203.0.113.7"})]),
 ("Which country is IP 1.1.1.1 in?", [IP_LOCATE, DNS], [("locate_ip", {"ip": "1.1.1.1"})]),
 ("Find stores located in Denver within 10 km", [STORES, IP_LOCATE], [("find_stores", {"location": "Denver", "radius_km": 10})]),
 ("What are the MX records for example.org?", [DNS, UPTIME], [("dns_lookup", {"domain": "example.org", "record_type": "MX"})]),
 ("Tell #random that pizza is here", [SLACK_POST, SMS_SEND], [("post_message", {"channel": "random", "text": "pizza is here"})]),
 ("Open the file config/settings.yaml", [CONFIG_READ, UPTIME], [("read_file", {"path": "config/settings.yaml"})]),
 ("Add Team lunch on 2026-04-10 at Cafe Rio to my calendar", [MEETING, REMINDER], [("add_event", {"title": "Team lunch", "date": "2026-04-10", "location": "Cafe Rio"})]),
 ("Find the account for jane.doe@corp.io", [ACCOUNT, MAIL], [("find_account", {"email": "jane.doe@corp.io"})]),
 ("Translate 'good morning' to French", [TRANSLATOR, BOOKS], [("translate_text", {"text": "good morning", "target_language": "fr"})]),
 ("What's the weather in Toronto in fahrenheit?", [WEATHER_UNIT, STORES], [("get_weather", {"city": "Toronto", "unit": "fahrenheit"})]),
 ("Show info for the requests package version 2.31.0", [PACKAGE, BOOKS], [("get_package_info", {"name": "requests", "version": "2.31.0"})]),
 ("What city is zip code 94103?", [ZIP, STORES], [("lookup_zip_code", {"zip_code": "94103"})]),
 ("Track my FedEx package 772899120345", [PARCEL, ZIP], [("track_shipment", {"carrier": "fedex", "tracking_number": "772899120345"})]),
 ("Find books by Ursula K. Le Guin", [BOOKS, PACKAGE], [("search_books", {"author": "Ursula K. Le Guin"})]),
 ("Vegan recipes with chickpeas under 30 minutes", [DISHES, BOOKS], [("search_recipes", {"ingredient": "chickpeas", "max_minutes": 30, "diet": "vegan"})]),
 ("Send 40 EUR to Marie for the concert tickets", [PAYMENT, SMS_SEND], [("send_payment", {"recipient": "Marie", "amount": 40, "currency": "EUR", "note": "the concert tickets"})]),
 ("Remind me to call the bank at 16:30", [REMINDER, MEETING], [("create_reminder", {"text": "call the bank", "time": "16:30"})]),
 ("Restart the checkout deployment in the staging namespace", [RESTART, IMAGE_PULL], [("restart_deployment", {"name": "checkout", "namespace": "staging"})]),
 ("Run SELECT count(*) FROM users on the analytics database", [SQL, CONFIG_READ], [("run_query", {"database": "analytics", "query": "SELECT count(*) FROM users"})]),
 ("Is github.com down?", [UPTIME, DNS], [("check_website", {"url": "github.com"})]),
 ("Email ops@acme.com with the subject Outage and the body The API is down", [MAIL, SMS_SEND], [("compose_email", {"recipient": "ops@acme.com", "subject": "Outage", "body": "The API is down"})]),
 ("Where is Dune playing in Boston?", [SHOWINGS, STORES], [("get_showtimes", {"movie": "Dune", "city": "Boston"})]),
 ("Add Priya Shah to my contacts, number 555-0142", [ADDRESS_BOOK, SMS_SEND], [("add_contact", {"first_name": "Priya", "last_name": "Shah", "phone": "555-0142"})]),
 ("What's the weather at 40.71, -74.01?", [COORDS, WEATHER_UNIT], [("get_weather_at", {"latitude": 40.71, "longitude": -74.01})]),
 ("Current conditions in Portland, OR", [STATE_WEATHER, STORES], [("current_conditions", {"city": "Portland", "state": "OR"})]),
 ("Book a table at Nopa for 4 on 2026-05-09 at 19:30", [DINNER, MEETING], [("book_table", {"restaurant": "Nopa", "party_size": 4, "date": "2026-05-09", "time": "19:30"})]),
 ("Hotels in Rome from 2026-07-01 to 2026-07-05", [STAYS, STORES], [("find_hotels", {"city": "Rome", "check_in": "2026-07-01", "check_out": "2026-07-05"})]),
 ("Show me the open issues in the torvalds/linux repo", [GH_ISSUES, GH_BRANCH], [("list_repo_issues", {"owner": "torvalds", "repo": "linux", "state": "open"})]),
]

DB_CONNECTION = tool("add_database_connection", "Add a new database connection.",
  {"nickname": {"type": "string", "description": "A short name for the connection."},
   "host": {"type": "string", "description": "Hostname or IP address of the database server."},
   "port": {"type": "integer", "description": "Port number of the server."},
   "database": {"type": "string", "description": "Name of the database."}}, ["nickname", "host"])
SERVER_WATCH = tool("register_server", "Register a server for monitoring.",
  {"name": {"type": "string", "description": "Display name of the server."},
   "url": {"type": "string", "description": "Base URL of the server."}}, ["name", "url"])
SONG_PLAY = tool("play_song", "Play a song by its ID.",
  {"song_id": {"type": "string", "description": "The ID of the song."},
   "volume": {"type": "integer", "description": "Volume from 0 to 100."}}, ["song_id"])
FILES_FIND = tool("find_files", "Find files in a folder.",
  {"folder": {"type": "string", "description": "The folder to search."},
   "type": {"type": "string", "description": "File extension to match, e.g. pdf."}}, ["folder"])
SHIRTS = tool("order_shirts", "Order shirts from the team store.",
  {"size": {"type": "string", "description": "Shirt size, e.g. M or L."},
   "quantity": {"type": "integer", "description": "Number of shirts."}}, ["size", "quantity"])
CONTACT_NEW = tool("create_contact", "Create a contact in the address book.",
  {"name": {"type": "string", "description": "Full name of the person."},
   "nickname": {"type": "string", "description": "Optional nickname."},
   "email": {"type": "string", "description": "Email address."}}, ["name"])
VM_NEW = tool("create_vm", "Create a virtual machine.",
  {"name": {"type": "string", "description": "Name of the virtual machine."},
   "region": {"type": "string", "description": "Region code, e.g. us-east-1."},
   "image": {"type": "string", "description": "Operating system image."}}, ["name"])
WEBHOOK_ADD = tool("add_webhook", "Add a webhook that posts events to a URL.",
  {"url": {"type": "string", "description": "Target URL."},
   "event": {"type": "string", "description": "Event name, e.g. push."},
   "secret": {"type": "string", "description": "Shared secret used to sign payloads."}}, ["url"])
PRINTER_ADD = tool("add_printer", "Add a network printer.",
  {"printer_name": {"type": "string", "description": "Name shown for the printer."},
   "address": {"type": "string", "description": "IP address or hostname of the printer."}}, ["printer_name", "address"])
DNS_RECORD = tool("create_dns_record", "Create a DNS record.",
  {"domain": {"type": "string", "description": "Domain name."},
   "type": {"type": "string", "enum": ["A", "CNAME", "MX", "TXT"], "description": "Record type."},
   "value": {"type": "string", "description": "Record value."}}, ["domain", "type", "value"])
REPO_NEW = tool("create_repository", "Create a code repository.",
  {"name": {"type": "string", "description": "Repository name."},
   "description": {"type": "string", "description": "Short description of the repository."},
   "private": {"type": "boolean", "description": "Whether the repository is private."}}, ["name"])
SSL_CHECK = tool("check_ssl_certificate", "Check the SSL certificate of a website.",
  {"hostname": {"type": "string", "description": "The host name to check."},
   "port": {"type": "integer", "description": "Port, default 443."}}, ["hostname"])
SENSOR_READ = tool("read_sensor", "Read the latest value of a sensor.",
  {"sensor_id": {"type": "string", "description": "ID of the sensor."}}, ["sensor_id"])
NAMED: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Add a database connection with the nickname 'prod-main' and hosted at db1.acme.net", [DB_CONNECTION, SERVER_WATCH], [("add_database_connection", {"nickname": "prod-main", "host": "db1.acme.net"})]),
 ("Create a database connection called analytics on host 10.0.0.12 port 5433", [DB_CONNECTION, VM_NEW], [("add_database_connection", {"nickname": "analytics", "host": "10.0.0.12", "port": 5433})]),
 ("Add a database connection named reports. The server's hostname is 'pg.internal.io'", [DB_CONNECTION, SSL_CHECK], [("add_database_connection", {"nickname": "reports", "host": "pg.internal.io"})]),
 ("Register a server for monitoring named edge-7 at https://edge7.example.com", [SERVER_WATCH, WEBHOOK_ADD], [("register_server", {"name": "edge-7", "url": "https://edge7.example.com"})]),
 ("Play a song for me. The song_id is trk_88ab21", [SONG_PLAY, SENSOR_READ], [("play_song", {"song_id": "trk_88ab21"})]),
 ("Play the song with ID Q7XK2 at volume 30", [SONG_PLAY, SHIRTS], [("play_song", {"song_id": "Q7XK2", "volume": 30})]),
 ("Find all the csv files in the Reports folder", [FILES_FIND, REPO_NEW], [("find_files", {"folder": "Reports", "type": "csv"})]),
 ("Find files in the Downloads folder", [FILES_FIND, REPO_NEW], [("find_files", {"folder": "Downloads"})]),
 ("Order 3 shirts in size L", [SHIRTS, SONG_PLAY], [("order_shirts", {"size": "L", "quantity": 3})]),
 ("Order shirts, size 40, quantity 2", [SHIRTS, PRINTER_ADD], [("order_shirts", {"size": "40", "quantity": 2})]),
 ("Create a contact for Laura Benz, nickname Lolo", [CONTACT_NEW, REPO_NEW], [("create_contact", {"name": "Laura Benz", "nickname": "Lolo"})]),
 ("Create a contact for Tom Reyes, I will add a nickname later", [CONTACT_NEW, REPO_NEW], [("create_contact", {"name": "Tom Reyes"})]),
 ("Create a virtual machine named build-box in region eu-west-2", [VM_NEW, DB_CONNECTION], [("create_vm", {"name": "build-box", "region": "eu-west-2"})]),
 ("Create a virtual machine called worker3 with the image ubuntu-24.04", [VM_NEW, REPO_NEW], [("create_vm", {"name": "worker3", "image": "ubuntu-24.04"})]),
 ("Add a webhook for push events to https://hooks.acme.dev/in", [WEBHOOK_ADD, SERVER_WATCH], [("add_webhook", {"url": "https://hooks.acme.dev/in", "event": "push"})]),
 ("Add a webhook to https://ci.example.org/hook with the secret s3cr3t-42", [WEBHOOK_ADD, SERVER_WATCH], [("add_webhook", {"url": "https://ci.example.org/hook", "secret": "s3cr3t-42"})]),
 ("Add a network printer called Lobby Laser at 192.168.1.40", [PRINTER_ADD, VM_NEW], [("add_printer", {"printer_name": "Lobby Laser", "address": "192.168.1.40"})]),
 ("Add the network printer named 'HR-2' whose address is hr2.office.lan", [PRINTER_ADD, DB_CONNECTION], [("add_printer", {"printer_name": "HR-2", "address": "hr2.office.lan"})]),
 ("Create a TXT record for example.net with the value v=spf1 -all", [DNS_RECORD, SSL_CHECK], [("create_dns_record", {"domain": "example.net", "type": "TXT", "value": "v=spf1 -all"})]),
 ("Create a repository named atlas-ui with the description 'Design system components'", [REPO_NEW, VM_NEW], [("create_repository", {"name": "atlas-ui", "description": "Design system components"})]),
 ("Create a repository called notes, no description for now", [REPO_NEW, CONTACT_NEW], [("create_repository", {"name": "notes"})]),
 ("Check the SSL certificate of the host secure.bank-demo.com", [SSL_CHECK, DNS_RECORD], [("check_ssl_certificate", {"hostname": "secure.bank-demo.com"})]),
 ("Check the SSL certificate. The hostname is api.pay-demo.net and the port is 8443", [SSL_CHECK, SERVER_WATCH], [("check_ssl_certificate", {"hostname": "api.pay-demo.net", "port": 8443})]),
 ("Read the latest value of sensor ID TMP-0042", [SENSOR_READ, SONG_PLAY], [("read_sensor", {"sensor_id": "TMP-0042"})]),
 ("What does the sensor with the id 'hum_17b' read now?", [SENSOR_READ, FILES_FIND], [("read_sensor", {"sensor_id": "hum_17b"})]),
]

F3_RIDE = tool("request_ride", "Request a ride to a destination.",
  {"destination": {"type": "string", "description": "Street address or place to go to."},
   "seats": {"type": "integer", "description": "Number of seats.", "default": 1}}, ["destination"])
F3_MOVIES = tool("find_movies", "Find movies playing in a city.",
  {"city": {"type": "string", "description": "The city."},
   "genre": {"type": "string", "description": "Genre of the movie."}}, ["city"])
F3_DOCTOR = tool("find_doctor", "Find a doctor in a city.",
  {"city": {"type": "string", "description": "The city."},
   "specialty": {"type": "string", "description": "Medical specialty."}}, ["city"])
F3_LAWYER = tool("search_lawyers", "Search for lawyers in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
F3_IMAGE = tool("resize_image", "Resize an image to a width in pixels.",
  {"path": {"type": "string", "description": "Path of the image file."},
   "width": {"type": "integer", "description": "New width in pixels."}}, ["path", "width"])
F3_SONG = tool("play_song", "Play a song on the speaker.",
  {"title": {"type": "string", "description": "Title of the song."}}, ["title"])
F3_CAR = tool("rent_car", "Rent a car in a city on a date.",
  {"city": {"type": "string", "description": "Pickup city."},
   "pickup_date": {"type": "string", "description": "Pickup date, YYYY-MM-DD."}}, ["city", "pickup_date"])
F3_CONTACT = tool("get_contact_info", "Get the contact information of a person.",
  {"name": {"type": "string", "description": "Full name of the person."}}, ["name"])
F3_HOTEL = tool("find_hotels", "Find hotels in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
F3_PHARMACY = tool("find_pharmacies", "Find pharmacies near a location.",
  {"location": {"type": "string", "description": "City or address."}}, ["location"])
F3_FUEL = tool("find_gas_stations", "Find gas stations near a location.",
  {"location": {"type": "string", "description": "City or address."}}, ["location"])
F3_TRAIN = tool("search_trains", "Search train connections between two cities.",
  {"from_city": {"type": "string", "description": "City of departure."},
   "to_city": {"type": "string", "description": "City of arrival."}}, ["from_city", "to_city"])
F3_JOBS = tool("search_jobs", "Search job listings by title and location.",
  {"title": {"type": "string", "description": "Job title."},
   "location": {"type": "string", "description": "City or state."}}, ["title", "location"])
F3_FLIGHT = tool("search_flights", "Search flights between two cities on a date.",
  {"origin": {"type": "string", "description": "City of departure."},
   "destination": {"type": "string", "description": "City of arrival."},
   "date": {"type": "string", "description": "Date of the flight, YYYY-MM-DD."}}, ["origin", "destination", "date"])
F3_APPOINTMENT = tool("book_appointment", "Book an appointment with a doctor.",
  {"doctor": {"type": "string", "description": "Name of the doctor."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."},
   "time": {"type": "string", "description": "Time, HH:MM, 24-hour clock."}}, ["doctor", "date", "time"])
F3_WEATHER = tool("get_weather", "Get the current weather for a city.",
  {"city": {"type": "string", "description": "Name of the city."}}, ["city"])
F3_NOTE = tool("create_note", "Create a note with a text.",
  {"text": {"type": "string", "description": "Text of the note."}}, ["text"])
FITS3: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Get me a taxi to 500 Main Street", [F3_RIDE, F3_HOTEL], [("request_ride", {"destination": "500 Main Street"})]),
 ("Call a cab to Union Station", [F3_RIDE, F3_TRAIN], [("request_ride", {"destination": "Union Station"})]),
 ("Which films are on in Denver?", [F3_MOVIES, F3_HOTEL], [("find_movies", {"city": "Denver"})]),
 ("I need a physician in Tucson", [F3_DOCTOR, F3_PHARMACY], [("find_doctor", {"city": "Tucson"})]),
 ("Find me an attorney in Dallas", [F3_LAWYER, F3_DOCTOR], [("search_lawyers", {"city": "Dallas"})]),
 ("Make the photo cat.jpg 800 pixels wide", [F3_IMAGE, F3_NOTE], [("resize_image", {"path": "cat.jpg", "width": 800})]),
 ("Put on the track 'Hey Jude'", [F3_SONG, F3_MOVIES], [("play_song", {"title": "Hey Jude"})]),
 ("I need a vehicle in Phoenix on 2026-05-02", [F3_CAR, F3_HOTEL], [("rent_car", {"city": "Phoenix", "pickup_date": "2026-05-02"})]),
 ("What's Laura Diaz's address?", [F3_CONTACT, F3_WEATHER], [("get_contact_info", {"name": "Laura Diaz"})]),
 ("How can I reach Omar Haddad?", [F3_CONTACT, F3_RIDE], [("get_contact_info", {"name": "Omar Haddad"})]),
 ("Any lodging in Lyon?", [F3_HOTEL, F3_TRAIN], [("find_hotels", {"city": "Lyon"})]),
 ("Where can I stay overnight in Graz?", [F3_HOTEL, F3_MOVIES], [("find_hotels", {"city": "Graz"})]),
 ("Is there a drugstore in Austin?", [F3_PHARMACY, F3_DOCTOR], [("find_pharmacies", {"location": "Austin"})]),
 ("Where can I get petrol in Reno?", [F3_FUEL, F3_HOTEL], [("find_gas_stations", {"location": "Reno"})]),
 ("I'm almost out of fuel near Fresno", [F3_FUEL, F3_WEATHER], [("find_gas_stations", {"location": "Fresno"})]),
 ("Any rail connections from Berlin to Munich?", [F3_TRAIN, F3_FLIGHT], [("search_trains", {"from_city": "Berlin", "to_city": "Munich"})]),
 ("Find nurse openings in Ohio", [F3_JOBS, F3_DOCTOR], [("search_jobs", {"title": "nurse", "location": "Ohio"})]),
 ("Any work as a welder in Texas?", [F3_JOBS, F3_CAR], [("search_jobs", {"title": "welder", "location": "Texas"})]),
 ("Fly me from Boston to Chicago on 2026-03-03", [F3_FLIGHT, F3_TRAIN], [("search_flights", {"origin": "Boston", "destination": "Chicago", "date": "2026-03-03"})]),
 ("I'd like to see Dr. Patel on 2026-02-10 at 15:00", [F3_APPOINTMENT, F3_DOCTOR], [("book_appointment", {"doctor": "Dr. Patel", "date": "2026-02-10", "time": "15:00"})]),
 ("Is it warm in Seville right now?", [F3_WEATHER, F3_HOTEL], [("get_weather", {"city": "Seville"})]),
 ("Jot down: buy more coffee filters", [F3_NOTE, F3_CONTACT], [("create_note", {"text": "buy more coffee filters"})]),
]
FITS3_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How much does a taxi cost in New York?", [F3_RIDE, F3_HOTEL], []),
 ("Is it rude not to tip a cab driver?", [F3_RIDE, F3_TRAIN], []),
 ("Cancel my ride", [F3_RIDE, F3_HOTEL], []),
 ("What's the best film of 2019?", [F3_MOVIES, F3_HOTEL], []),
 ("How many years does it take to become a physician?", [F3_DOCTOR, F3_PHARMACY], []),
 ("How much do attorneys charge per hour?", [F3_LAWYER, F3_DOCTOR], []),
 ("What's a good camera for taking photos?", [F3_IMAGE, F3_NOTE], []),
 ("Who wrote the track Hey Jude?", [F3_SONG, F3_MOVIES], []),
 ("Is it cheaper to buy or lease a vehicle?", [F3_CAR, F3_HOTEL], []),
 ("How do I change my address with the post office?", [F3_CONTACT, F3_WEATHER], []),
 ("Is Lyon expensive?", [F3_HOTEL, F3_TRAIN], []),
 ("What's the difference between a drugstore and a pharmacy?", [F3_PHARMACY, F3_DOCTOR], []),
 ("Why are fuel prices rising?", [F3_FUEL, F3_WEATHER], []),
 ("How fast do trains go in Germany?", [F3_TRAIN, F3_FLIGHT], []),
 ("How do I write a resume for a nurse job?", [F3_JOBS, F3_DOCTOR], []),
 ("Return the rental car", [F3_CAR, F3_HOTEL], []),
 ("Delete the photo cat.jpg", [F3_IMAGE, F3_NOTE], []),
 ("What causes jet lag after a flight?", [F3_FLIGHT, F3_TRAIN], []),
 ("Cancel my appointment with Dr. Patel", [F3_APPOINTMENT, F3_DOCTOR], []),
 ("Why is Seville so hot in summer?", [F3_WEATHER, F3_HOTEL], []),
 ("Delete my note about coffee filters", [F3_NOTE, F3_CONTACT], []),
 ("Who is the most famous lawyer in history?", [F3_LAWYER, F3_DOCTOR], []),
]

WEBHOOK = tool("register_webhook", "Register a webhook for a bot.",
  {"bot_id": {"type": "string", "description": "Identifier of the bot."},
   "secret": {"type": "string", "description": "Shared secret used to sign deliveries."}}, ["bot_id", "secret"])
RELEASE = tool("deploy_service", "Deploy a version of a service.",
  {"service": {"type": "string", "description": "Name of the service."},
   "version": {"type": "string", "description": "Version label to deploy."}}, ["service", "version"])
FOLDER_RENAME = tool("rename_folder", "Rename a folder.",
  {"old_name": {"type": "string", "description": "Current name of the folder."},
   "new_name": {"type": "string", "description": "New name for the folder."}}, ["old_name", "new_name"])
NOTE_ADD = tool("create_note", "Create a note.",
  {"title": {"type": "string", "description": "Title of the note."},
   "body": {"type": "string", "description": "Text of the note."}}, ["title"])
FILM_FIND = tool("find_films", "Find films by cast or director.",
  {"cast": {"type": "string", "description": "An actor in the film."},
   "director": {"type": "string", "description": "The film's director."}}, [])
ART_SEARCH = tool("search_artworks", "Search a museum's collection of artworks.",
  {"artist": {"type": "string", "description": "Full name of the artist."}}, ["artist"])
MEMBER = tool("get_member", "Get a gym member's membership details.",
  {"member_id": {"type": "integer", "description": "The member's ID."},
   "name": {"type": "string", "description": "The member's name."}}, ["member_id"])
AIR_INDEX = tool("get_air_quality", "Get the air quality index of a city.",
  {"location": {"type": "string", "description": "City and country, e.g. 'Lima, Peru'."}}, ["location"])
CALL_BOOK = tool("schedule_call", "Schedule a video call.",
  {"start": {"type": "string", "description": "Start as an ISO 8601 date-time, e.g. 2025-01-31T14:00:00"},
   "timezone": {"type": "string", "description": "IANA time zone of the start, e.g. America/Chicago"},
   "topic": {"type": "string", "description": "Topic of the call."}}, ["start", "timezone"])
AGENDA = tool("list_agenda", "List the calendar entries of one day.",
  {"date": {"type": "string", "description": "The day, YYYY-MM-DD."}}, ["date"])
SPAN_SONG_PLAY = tool("play_song", "Play a song on a speaker.",
  {"song": {"type": "string", "description": "Title of the song."},
   "speaker": {"type": "string", "description": "Name of the speaker."}}, ["song"])
BOOKING_CANCEL = tool("cancel_booking", "Cancel a booking by its reference.",
  {"reference": {"type": "string", "description": "Booking reference."}}, ["reference"])
TICKET_SHOW = tool("get_ticket", "Get a support ticket of a project.",
  {"ticket_id": {"type": "string", "description": "ID of the ticket."},
   "project": {"type": "string", "description": "Key of the project."}}, ["ticket_id", "project"])
CRATE = tool("add_dependency", "Add a package dependency to the project.",
  {"package": {"type": "string", "description": "Name of the package."},
   "version": {"type": "string", "description": "Version requirement."}}, ["package"])
STATUS_SET = tool("set_status", "Set the user's chat status message.",
  {"message": {"type": "string", "description": "The status text."}}, ["message"])
TASK_NEW = tool("create_task", "Create a task in the to-do app.",
  {"name": {"type": "string", "description": "What the task is."},
   "due": {"type": "string", "description": "Due date, YYYY-MM-DD."}}, ["name"])
SPANS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Register a webhook using the bot identifier 'sales-helper' and the secret 'tok-81x'", [WEBHOOK, RELEASE], [("register_webhook", {"bot_id": "sales-helper", "secret": "tok-81x"})]),
 ("Please deploy 'metrics-api' and make sure it's version 'd7'", [RELEASE, WEBHOOK], [("deploy_service", {"service": "metrics-api", "version": "d7"})]),
 ("Rename the folder 'drafts' to 'done'", [FOLDER_RENAME, NOTE_ADD], [("rename_folder", {"old_name": "drafts", "new_name": "done"})]),
 ("Create a note titled 'Mom's birthday' saying buy flowers", [NOTE_ADD, TASK_NEW], [("create_note", {"title": "Mom's birthday", "body": "buy flowers"})]),
 ("Find films with octavia Spencer", [FILM_FIND, ART_SEARCH], [("find_films", {"cast": "octavia Spencer"})]),
 ("Any movies directed by denis Villeneuve?", [FILM_FIND, ART_SEARCH], [("find_films", {"director": "denis Villeneuve"})]),
 ("Search the collection for works by Vincent van Gogh", [ART_SEARCH, FILM_FIND], [("search_artworks", {"artist": "Vincent van Gogh"})]),
 ("Show paintings by Leonardo da Vinci", [ART_SEARCH, FILM_FIND], [("search_artworks", {"artist": "Leonardo da Vinci"})]),
 ("My member ID is 40417, can you pull up my membership?", [MEMBER, AGENDA], [("get_member", {"member_id": 40417})]),
 ("Hi, I'm Tomas and my member ID is 2290. Show my membership details", [MEMBER, AGENDA], [("get_member", {"member_id": 2290, "name": "Tomas"})]),
 ("How is the air quality in Chennai?", [AIR_INDEX, AGENDA], [("get_air_quality", {"location": "Chennai"})]),
 ("Air quality in Quito, Ecuador please", [AIR_INDEX, AGENDA], [("get_air_quality", {"location": "Quito, Ecuador"})]),
 ("Schedule a call on 2026-03-04 at 15:00 in the Europe/Berlin time zone about the budget", [CALL_BOOK, AGENDA], [("schedule_call", {"start": "2026-03-04T15:00:00", "timezone": "Europe/Berlin", "topic": "the budget"})]),
 ("Set up a call for 2026-11-20 09:30, timezone Asia/Tokyo", [CALL_BOOK, AGENDA], [("schedule_call", {"start": "2026-11-20T09:30:00", "timezone": "Asia/Tokyo"})]),
 ("Today is Monday, 2026-03-02. What's on my agenda next Monday?", [AGENDA, CALL_BOOK], [("list_agenda", {"date": "2026-03-09"})]),
 ("today is friday 2026-01-09; list my agenda for next Friday", [AGENDA, CALL_BOOK], [("list_agenda", {"date": "2026-01-16"})]),
 ("Play high quality Weightless on the den speaker", [SPAN_SONG_PLAY, AGENDA], [("play_song", {"song": "Weightless", "speaker": "den"})]),
 ("Cancel my booking BK-20931", [BOOKING_CANCEL, AGENDA], [("cancel_booking", {"reference": "BK-20931"})]),
 ("Show ticket 'tkt-77' in the project 'mobile'", [TICKET_SHOW, BOOKING_CANCEL], [("get_ticket", {"ticket_id": "tkt-77", "project": "mobile"})]),
 ("Add the dependency 'serde' with version '1.0.190'", [CRATE, RELEASE], [("add_dependency", {"package": "serde", "version": "1.0.190"})]),
 ("Set my status to 'out till Tuesday'", [STATUS_SET, NOTE_ADD], [("set_status", {"message": "out till Tuesday"})]),
 ('Create a task called "Send invoices" due 2026-05-01', [TASK_NEW, NOTE_ADD], [("create_task", {"name": "Send invoices", "due": "2026-05-01"})]),
 ("I'd like the folder 'src' renamed to 'source'", [FOLDER_RENAME, NOTE_ADD], [("rename_folder", {"old_name": "src", "new_name": "source"})]),
]

W_FILMS = tool("find_films", "Find films showing at cinemas in a city.",
  {"city": {"type": "string", "description": "The city, e.g. Denver"},
   "genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Fantasy", "Horror", "Thriller", "Sci-fi", "Animation", "Romance", "Documentary", "Western"], "description": "The film genre."}}, ["city"])
W_SHOWS = tool("browse_shows", "Browse streaming shows by genre.",
  {"genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Fantasy", "Horror", "Mystery", "Sci-fi", "Animation", "dontcare"], "description": "The genre, or 'dontcare' for any."}}, ["genre"])
W_RADIO = tool("play_station", "Play a radio station of a music genre.",
  {"genre": {"type": "string", "enum": ["Pop", "Rock", "Jazz", "Classical", "Country", "Hip-hop", "Electronic"], "description": "The music genre."}}, ["genre"])
W_EATS = tool("search_restaurants", "Search restaurants in a city.",
  {"city": {"type": "string", "description": "The city."},
   "price_range": {"type": "string", "enum": ["inexpensive", "moderate", "expensive", "very expensive"], "description": "How costly the restaurant is."}}, ["city"])
W_SALON = tool("find_salon", "Find a hair salon in a city.",
  {"city": {"type": "string", "description": "The city."},
   "is_unisex": {"type": "boolean", "description": "Whether the salon is unisex.", "default": False}}, ["city"])
W_SIGHTS = tool("find_attractions", "Find tourist attractions in a city.",
  {"city": {"type": "string", "description": "The city."},
   "free_entry": {"type": "boolean", "description": "Only attractions with free entry.", "default": False},
   "good_for_kids": {"type": "boolean", "description": "Only attractions suitable for kids.", "default": False}}, ["city"])
W_LODGING = tool("search_lodging", "Search hotels in a city.",
  {"city": {"type": "string", "description": "The city."},
   "pets_allowed": {"type": "boolean", "description": "Whether pets are allowed.", "default": False}}, ["city"])
W_SHOP = tool("list_products", "List products matching a search.",
  {"query": {"type": "string", "description": "What to search for."},
   "sort": {"type": "string", "enum": ["relevance", "price_asc", "price_desc", "newest"], "description": "The sort order."}}, ["query"])
W_DRINK = tool("order_drink", "Order a coffee drink.",
  {"drink": {"type": "string", "description": "The drink, e.g. latte"},
   "size": {"type": "string", "enum": ["small", "medium", "large"], "description": "The cup size."}}, ["drink"])
W_ROVER = tool("move_rover", "Move the rover a distance in a direction.",
  {"direction": {"type": "string", "enum": ["north", "south", "east", "west"], "description": "The compass direction."},
   "meters": {"type": "integer", "description": "How far to move, in meters."}}, ["direction", "meters"])
ENUM_WORDS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Find a funny movie playing in Denver", [W_FILMS], [("find_films", {"city": "Denver", "genre": "Comedy"})]),
 ("Any scary films showing in Austin?", [W_FILMS], [("find_films", {"city": "Austin", "genre": "Horror"})]),
 ("I want to see something suspenseful in Boston", [W_FILMS], [("find_films", {"city": "Boston", "genre": "Thriller"})]),
 ("Show me science fiction films in Seattle", [W_FILMS], [("find_films", {"city": "Seattle", "genre": "Sci-fi"})]),
 ("Are there any cartoons on in Portland?", [W_FILMS], [("find_films", {"city": "Portland", "genre": "Animation"})]),
 ("Looking for a romantic film to see in Chicago", [W_FILMS], [("find_films", {"city": "Chicago", "genre": "Romance"})]),
 ("What films are showing in Miami?", [W_FILMS], [("find_films", {"city": "Miami"})]),
 ("Find a movie in Dallas with my funny uncle Bob", [W_FILMS], [("find_films", {"city": "Dallas"})]),
 ("Browse some animated shows", [W_SHOWS], [("browse_shows", {"genre": "Animation"})]),
 ("Let me browse shows, any genre is fine", [W_SHOWS], [("browse_shows", {"genre": "dontcare"})]),
 ("Put on a rap station", [W_RADIO], [("play_station", {"genre": "Hip-hop"})]),
 ("Play a station with symphonies", [W_RADIO], [("play_station", {"genre": "Classical"})]),
 ("Find a cheap place to eat in Oakland", [W_EATS], [("search_restaurants", {"city": "Oakland", "price_range": "inexpensive"})]),
 ("Find a restaurant in Fresno that is not too pricey", [W_EATS], [("search_restaurants", {"city": "Fresno", "price_range": "moderate"})]),
 ("I want a fancy upscale dinner spot in Napa", [W_EATS], [("search_restaurants", {"city": "Napa", "price_range": "expensive"})]),
 ("Find a restaurant in Reno", [W_EATS], [("search_restaurants", {"city": "Reno"})]),
 ("Find a salon in Fremont that caters to both men and women", [W_SALON], [("find_salon", {"city": "Fremont", "is_unisex": True})]),
 ("Find a hair salon in Irvine", [W_SALON], [("find_salon", {"city": "Irvine"})]),
 ("Attractions in Lisbon with no entrance fee", [W_SIGHTS], [("find_attractions", {"city": "Lisbon", "free_entry": True})]),
 ("What can I visit in Vienna that costs nothing?", [W_SIGHTS], [("find_attractions", {"city": "Vienna", "free_entry": True})]),
 ("Attractions in Madrid suitable for children", [W_SIGHTS], [("find_attractions", {"city": "Madrid", "good_for_kids": True})]),
 ("Find a hotel in Tampa where I can bring my dog", [W_LODGING], [("search_lodging", {"city": "Tampa", "pets_allowed": True})]),
 ("Show me laptops, cheapest first", [W_SHOP], [("list_products", {"query": "laptops", "sort": "price_asc"})]),
 ("Order a big latte", [W_DRINK], [("order_drink", {"drink": "latte", "size": "large"})]),
 ("Move the rover 30 meters westward", [W_ROVER], [("move_rover", {"direction": "west", "meters": 30})]),
]

IRRELEVANT4: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Cancel the alarm I set for 7", [ALARM], []),
 ("I want to listen to some music", [TRACK_PLAY], []),
 ("Play it again for me", [TRACK_PLAY], []),
 ("Book it for us", [TABLE], []),
 ("The house is freezing this morning", [THERMOSTAT], []),
 ("What temperatures does the thermostat support?", [THERMOSTAT], []),
 ("Return order 55120 for a refund", [ORDERS], []),
 ("Delete the files in /tmp/cache", [FILES], []),
 ("Cancel my flight from SFO to JFK", [FLIGHTS], []),
 ("I could use a coffee", [COFFEE], []),
 ("Which currencies can you convert?", [RATES], []),
 ("Who won the NBA championship in 1998?", [SCORES], []),
 ("Is it safe to drive in snow?", [DISTANCE], []),
 ("Send that to her", [EMAIL_SEND], []),
 ("How does the translation work?", [TRANSLATE_CODE], []),
 ("The light in the hallway is broken", [LIGHT], []),
 ("Write a review of the products I bought", [PRODUCTS], []),
 ("My weather app keeps crashing", [WEATHER_NOW], []),
]

F4_SHOPPING = tool("get_shopping", "Get the current price of a product at online stores.",
  {"product": {"type": "string", "description": "Name of the product."}}, ["product"])
F4_PARCEL = tool("track_package", "Track a parcel by its tracking number and report where it is.",
  {"tracking_number": {"type": "string", "description": "The carrier's tracking number."}}, ["tracking_number"])
F4_DOMAIN = tool("check_domain", "Check whether a domain name is available for registration.",
  {"domain": {"type": "string", "description": "The domain name, e.g. example.com."}}, ["domain"])
F4_SPELL = tool("spell_check", "Find spelling mistakes in a text.",
  {"text": {"type": "string", "description": "The text to check."}}, ["text"])
F4_TZ = tool("get_local_time", "Return the current local time in a city.",
  {"city": {"type": "string", "description": "Name of the city."}}, ["city"])
F4_CONVERT = tool("convert_currency", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from_currency": {"type": "string", "description": "Currency code to convert from, e.g. USD."},
   "to_currency": {"type": "string", "description": "Currency code to convert to, e.g. EUR."}}, ["amount", "from_currency", "to_currency"])
F4_REMIND = tool("create_reminder", "Create a reminder that notifies the user at a time.",
  {"text": {"type": "string", "description": "What to remind about."},
   "time": {"type": "string", "description": "Time, HH:MM, 24-hour clock."}}, ["text", "time"])
F4_BOOKS = tool("search_books", "Search the library catalog for books by an author.",
  {"author": {"type": "string", "description": "Name of the author."}}, ["author"])
F4_SITE = tool("check_website_status", "Report whether a website is up or down.",
  {"url": {"type": "string", "description": "Address of the website."}}, ["url"])
F4_NUTRITION = tool("get_nutrition", "Return the calories and nutrients of a food.",
  {"food": {"type": "string", "description": "Name of the food."}}, ["food"])
F4_SUMMARY = tool("summarize_text", "Summarize a text in a few sentences.",
  {"text": {"type": "string", "description": "The text to summarize."}}, ["text"])
F4_PLATE = tool("lookup_vehicle", "Look up a registered vehicle by its license plate.",
  {"plate": {"type": "string", "description": "The license plate number."}}, ["plate"])
FITS4: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the current price of the Kindle Paperwhite?", [F4_SHOPPING, F4_BOOKS], [("get_shopping", {"product": "Kindle Paperwhite"})]),
 ("How much is a Nintendo Switch going for online?", [F4_SHOPPING, F4_CONVERT], [("get_shopping", {"product": "Nintendo Switch"})]),
 ("Where is my parcel 1Z999AA10123456784?", [F4_PARCEL, F4_SITE], [("track_package", {"tracking_number": "1Z999AA10123456784"})]),
 ("I need to know where package 9400111899223 is right now", [F4_PARCEL, F4_TZ], [("track_package", {"tracking_number": "9400111899223"})]),
 ("Can you check whether sunnybakery.com is still available?", [F4_DOMAIN, F4_SITE], [("check_domain", {"domain": "sunnybakery.com"})]),
 ("Is the domain name greenleaf.io free to register?", [F4_DOMAIN, F4_SPELL], [("check_domain", {"domain": "greenleaf.io"})]),
 ("Can you check whether 'recieve the pakage tomorow' has spelling mistakes?", [F4_SPELL, F4_SUMMARY], [("spell_check", {"text": "recieve the pakage tomorow"})]),
 ("What time is it in Nairobi right now?", [F4_TZ, F4_CONVERT], [("get_local_time", {"city": "Nairobi"})]),
 ("I need the local time in Auckland", [F4_TZ, F4_SITE], [("get_local_time", {"city": "Auckland"})]),
 ("250 USD in EUR, please", [F4_CONVERT, F4_SHOPPING], [("convert_currency", {"amount": 250, "from_currency": "USD", "to_currency": "EUR"})]),
 ("How many yen do I get for 40 GBP?", [F4_CONVERT, F4_TZ], [("convert_currency", {"amount": 40, "from_currency": "GBP", "to_currency": "JPY"})]),
 ("At 07:30, remind me to water the plants", [F4_REMIND, F4_TZ], [("create_reminder", {"text": "water the plants", "time": "07:30"})]),
 ("Books by Ursula K. Le Guin, what does the library have?", [F4_BOOKS, F4_SHOPPING], [("search_books", {"author": "Ursula K. Le Guin"})]),
 ("I'm looking for something written by Toni Morrison in the catalog", [F4_BOOKS, F4_SUMMARY], [("search_books", {"author": "Toni Morrison"})]),
 ("Can you check whether example.org is down?", [F4_SITE, F4_DOMAIN], [("check_website_status", {"url": "example.org"})]),
 ("Is status.acme.com up at the moment?", [F4_SITE, F4_PARCEL], [("check_website_status", {"url": "status.acme.com"})]),
 ("How many calories are in an avocado?", [F4_NUTRITION, F4_SHOPPING], [("get_nutrition", {"food": "avocado"})]),
 ("I need the nutrients of a banana", [F4_NUTRITION, F4_BOOKS], [("get_nutrition", {"food": "banana"})]),
 ("This text, in a few sentences: 'The council met on Monday and voted to extend the library hours.'", [F4_SUMMARY, F4_SPELL], [("summarize_text", {"text": "The council met on Monday and voted to extend the library hours."})]),
 ("Whose vehicle has the license plate KX-4471?", [F4_PLATE, F4_PARCEL], [("lookup_vehicle", {"plate": "KX-4471"})]),
]
FITS4_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Why do prices go up before Christmas?", [F4_SHOPPING, F4_BOOKS], []),
 ("How do I wrap a parcel for shipping abroad?", [F4_PARCEL, F4_SITE], []),
 ("What does a domain name registrar do?", [F4_DOMAIN, F4_SPELL], []),
 ("Is 'colour' or 'color' the correct spelling?", [F4_SPELL, F4_SUMMARY], []),
 ("Why are there so many time zones in Russia?", [F4_TZ, F4_CONVERT], []),
 ("Which currency is the most stable?", [F4_CONVERT, F4_SHOPPING], []),
 ("Delete my reminder about the plants", [F4_REMIND, F4_TZ], []),
 ("Who was Toni Morrison married to?", [F4_BOOKS, F4_SUMMARY], []),
 ("How do I build a website?", [F4_SITE, F4_DOMAIN], []),
 ("Are bananas good for dogs?", [F4_NUTRITION, F4_BOOKS], []),
 ("Write a poem about the library", [F4_SUMMARY, F4_SPELL], []),
 ("How do I renew my license plate?", [F4_PLATE, F4_PARCEL], []),
]

# -- USERS4: the lead's trials as a user at stop 44 (written while fixing) ----------------------------
U4_ADD = tool(
    'add',
    'Add two numbers.',
    {'a': {'type': 'number'}, 'b': {'type': 'number'}},
    ['a', 'b'],
)
U4_ADD_TO_CART = tool(
    'add_to_cart',
    'Add a product to the shopping cart.',
    {'product': {'description': 'Name of the product.', 'type': 'string'}, 'quantity': {'default': 1, 'description': 'How many to add.', 'type': 'integer'}},
    ['product'],
)
U4_BMI = tool(
    'bmi',
    'Body mass index from weight and height.',
    {'weight_kg': {'type': 'number'}, 'height_cm': {'type': 'number'}},
    ['weight_kg', 'height_cm'],
)
U4_BOOK_HOTEL = tool(
    'book_hotel',
    'Book a hotel room.',
    {'city': {'description': 'City of the hotel.', 'type': 'string'}, 'check_in': {'description': 'Check-in date, YYYY-MM-DD.', 'type': 'string'}, 'nights': {'description': 'Number of nights.', 'type': 'integer'}, 'guests': {'default': 1, 'description': 'Number of guests.', 'type': 'integer'}},
    ['city', 'check_in', 'nights'],
)
U4_CAPITAL_OF = tool(
    'capital_of',
    'The capital city of a country.',
    {'country': {'type': 'string'}},
    ['country'],
)
U4_CONVERT_UNITS = tool(
    'convert_units',
    'Convert a measurement between units.',
    {'value': {'description': 'The amount.', 'type': 'number'}, 'from_unit': {'description': "Unit of the amount, e.g. 'km'.", 'type': 'string'}, 'to_unit': {'description': "Unit to convert to, e.g. 'mi'.", 'type': 'string'}},
    ['value', 'from_unit', 'to_unit'],
)
U4_CREATEBRANCH = tool(
    'createBranch',
    'Create a git branch in a repository.',
    {'repo': {'type': 'string'}, 'branch': {'type': 'string'}, 'from_branch': {'type': 'string', 'description': 'Base branch, default main'}},
    ['repo', 'branch'],
)
U4_CREATE_CALENDAR_EVENT = tool(
    'create_calendar_event',
    "Create an event in the user's calendar.",
    {'title': {'description': 'Short title of the event.', 'type': 'string'}, 'date': {'description': 'Day of the event, YYYY-MM-DD.', 'type': 'string'}, 'start_time': {'description': 'Start time, HH:MM (24h).', 'type': 'string'}, 'duration_minutes': {'default': 60, 'description': 'Length of the event in minutes.', 'type': 'integer'}},
    ['title', 'date', 'start_time'],
)
U4_CREATE_GITHUB_ISSUE = tool(
    'create_github_issue',
    'Open a new issue in a GitHub repository.',
    {'repo': {'description': 'Repository as owner/name.', 'type': 'string'}, 'title': {'description': 'Issue title.', 'type': 'string'}, 'body': {'default': '', 'description': 'Issue description.', 'type': 'string'}},
    ['repo', 'title'],
)
U4_CREATE_NOTE = tool(
    'create_note',
    'Save a note.',
    {'title': {'description': 'Title of the note.', 'type': 'string'}, 'content': {'description': 'Text of the note.', 'type': 'string'}},
    ['title', 'content'],
)
U4_CREATE_TICKET = tool(
    'create_ticket',
    'Open a support ticket.',
    {'title': {'description': 'What the problem is.', 'type': 'string'}, 'priority': {'default': 'medium', 'description': 'How urgent.', 'enum': ['low', 'medium', 'high', 'urgent'], 'type': 'string'}, 'assignee': {'default': '', 'description': 'Person to assign it to.', 'type': 'string'}},
    ['title'],
)
U4_DAYS_BETWEEN = tool(
    'days_between',
    'Number of days between two dates.',
    {'start': {'type': 'string', 'description': 'YYYY-MM-DD'}, 'end': {'type': 'string', 'description': 'YYYY-MM-DD'}},
    ['start', 'end'],
)
U4_EXCHANGE_RATE = tool(
    'exchange_rate',
    'Exchange rate between two currencies, as ISO codes like USD or EUR.',
    {'base': {'type': 'string'}, 'quote': {'type': 'string'}},
    ['base', 'quote'],
)
U4_FEED_PET_REMINDER = tool(
    'feed_pet_reminder',
    'Remind the user to feed a pet at a time each day.',
    {'pet_name': {'description': "The pet's name.", 'type': 'string'}, 'time': {'description': 'Time of day, HH:MM.', 'type': 'string'}},
    ['pet_name', 'time'],
)
U4_FIND_RESTAURANTS = tool(
    'find_restaurants',
    'Find restaurants.',
    {'city': {'description': 'City to search in.', 'type': 'string'}, 'cuisine': {'default': '', 'description': 'Type of food.', 'type': 'string'}, 'price': {'default': '$$', 'description': 'Price level.', 'enum': ['$', '$$', '$$$'], 'type': 'string'}, 'open_now': {'default': False, 'description': 'Only places open right now.', 'type': 'boolean'}},
    ['city'],
)
U4_GETINVOICE = tool(
    'getInvoice',
    'Get an invoice by number.',
    {'invoice_number': {'type': 'string'}},
    ['invoice_number'],
)
U4_GETUSERPROFILE = tool(
    'getUserProfile',
    "Fetch a user's profile by username.",
    {'username': {'type': 'string'}},
    ['username'],
)
U4_GET_DIRECTIONS = tool(
    'get_directions',
    'Get directions between two places.',
    {'origin': {'description': 'Where the trip starts.', 'type': 'string'}, 'destination': {'description': 'Where the trip ends.', 'type': 'string'}, 'mode': {'default': 'driving', 'description': "One of 'driving', 'walking', 'cycling', 'transit'.", 'type': 'string'}},
    ['origin', 'destination'],
)
U4_GET_HEADLINES = tool(
    'get_headlines',
    'Get the latest news headlines on a topic.',
    {'topic': {'description': 'News topic.', 'type': 'string'}, 'count': {'default': 5, 'description': 'How many headlines.', 'type': 'integer'}},
    ['topic'],
)
U4_GET_SCORE = tool(
    'get_score',
    'Latest game score of a sports team.',
    {'team': {'description': 'Team name.', 'type': 'string'}},
    ['team'],
)
U4_GET_STOCK_HISTORY = tool(
    'get_stock_history',
    'Daily closing prices of a stock.',
    {'ticker': {'description': 'Stock symbol.', 'type': 'string'}, 'days': {'default': 30, 'description': 'How many days back.', 'type': 'integer'}},
    ['ticker'],
)
U4_GET_WEATHER = tool(
    'get_weather',
    'Current weather for a city.',
    {'city': {'type': 'string'}},
    ['city'],
)
U4_GRADE_LOOKUP = tool(
    'grade_lookup',
    "Look up a student's grade in a course.",
    {'student': {'description': "Student's full name.", 'type': 'string'}, 'course': {'description': 'Course name or code.', 'type': 'string'}},
    ['student', 'course'],
)
U4_LISTREPOS = tool(
    'listRepos',
    'List repositories of a GitHub organization.',
    {'org': {'type': 'string'}, 'limit': {'type': 'integer'}},
    ['org'],
)
U4_LOAN_PAYMENT = tool(
    'loan_payment',
    'Monthly payment of a fixed-rate loan.',
    {'principal': {'description': 'Amount borrowed.', 'type': 'number'}, 'annual_rate_percent': {'description': 'Yearly interest rate in percent.', 'type': 'number'}, 'years': {'description': 'Length of the loan in years.', 'type': 'integer'}},
    ['principal', 'annual_rate_percent', 'years'],
)
U4_SET_LOG_LEVEL = tool(
    'set_log_level',
    "Set a service's log level.",
    {'service': {'type': 'string'}, 'level': {'type': 'string', 'enum': ['DEBUG', 'INFO', 'WARNING', 'ERROR']}},
    ['service', 'level'],
)
U4_LOG_WATER = tool(
    'log_water',
    'Log how much water the user drank.',
    {'amount_ml': {'description': 'Amount of water in millilitres.', 'type': 'integer'}},
    ['amount_ml'],
)
U4_LOOKUP_ORDER = tool(
    'lookup_order',
    'Look up an order by its id and return its status.',
    {'order_id': {'type': 'string'}},
    ['order_id'],
)
U4_MULTIPLY = tool(
    'multiply',
    'Multiply two numbers.',
    {'a': {'type': 'number'}, 'b': {'type': 'number'}},
    ['a', 'b'],
)
U4_PLAY_PLAYLIST = tool(
    'play_playlist',
    "Play one of the user's playlists.",
    {'name': {'description': 'Playlist name.', 'type': 'string'}, 'shuffle': {'default': False, 'description': 'Play in random order.', 'type': 'boolean'}},
    ['name'],
)
U4_GENERATE_PASSWORD = tool(
    'generate_password',
    'Generate a random password.',
    {'length': {'type': 'integer'}, 'symbols': {'type': 'boolean', 'description': 'Include symbols'}},
    ['length'],
)
U4_MAKE_QR_CODE = tool(
    'make_qr_code',
    'Make a QR code image for a URL.',
    {'url': {'type': 'string'}},
    ['url'],
)
U4_QUERYLOGS = tool(
    'queryLogs',
    'Search application logs.',
    {'service': {'type': 'string'}, 'level': {'type': 'string', 'enum': ['debug', 'info', 'warn', 'error']}, 'since_minutes': {'type': 'integer'}},
    ['service'],
)
U4_REFUNDPAYMENT = tool(
    'refundPayment',
    'Refund a payment, fully or partly.',
    {'payment_id': {'type': 'string'}, 'amount': {'type': 'number', 'description': 'Amount to refund; omit for a full refund'}},
    ['payment_id'],
)
U4_RENEW_BOOK = tool(
    'renew_book',
    'Renew a borrowed library book.',
    {'book_title': {'description': 'Title of the borrowed book.', 'type': 'string'}},
    ['book_title'],
)
U4_RESERVE_TABLE = tool(
    'reserve_table',
    'Book a table at a restaurant.',
    {'restaurant': {'description': 'Name of the restaurant.', 'type': 'string'}, 'party_size': {'description': 'Number of people.', 'type': 'integer'}, 'time': {'description': "Time of the booking, e.g. '19:30'.", 'type': 'string'}},
    ['restaurant', 'party_size', 'time'],
)
U4_RESTARTPOD = tool(
    'restartPod',
    'Restart a pod.',
    {'pod': {'type': 'string'}, 'namespace': {'type': 'string'}},
    ['pod'],
)
U4_LIST_REVIEWS = tool(
    'list_reviews',
    'List product reviews.',
    {'product_id': {'type': 'string'}, 'sort': {'type': 'string', 'enum': ['newest', 'oldest', 'highest_rating', 'lowest_rating']}, 'limit': {'type': 'integer'}},
    ['product_id'],
)
U4_RANDOM_NUMBER = tool(
    'random_number',
    'Random integer in a range.',
    {'min': {'type': 'integer'}, 'max': {'type': 'integer'}},
    ['min', 'max'],
)
U4_SCALEDEPLOYMENT = tool(
    'scaleDeployment',
    'Scale a Kubernetes deployment to a number of replicas.',
    {'deployment': {'type': 'string'}, 'replicas': {'type': 'integer'}, 'namespace': {'type': 'string'}},
    ['deployment', 'replicas'],
)
U4_SEARCHDOCS = tool(
    'searchDocs',
    'Full-text search over the product documentation.',
    {'query': {'type': 'string'}, 'max_results': {'type': 'integer'}},
    ['query'],
)
U4_SEARCH_FLIGHTS = tool(
    'search_flights',
    'Search flights.',
    {'origin': {'description': 'Departure city or airport code.', 'type': 'string'}, 'destination': {'description': 'Arrival city or airport code.', 'type': 'string'}, 'date': {'description': 'Departure date, YYYY-MM-DD.', 'type': 'string'}, 'cabin': {'default': 'economy', 'description': 'Cabin class.', 'enum': ['economy', 'premium', 'business', 'first'], 'type': 'string'}, 'nonstop': {'default': False, 'description': 'Only nonstop flights.', 'type': 'boolean'}},
    ['origin', 'destination', 'date'],
)
U4_SENDSLACK = tool(
    'sendSlack',
    'Post a message to a Slack channel.',
    {'channel': {'type': 'string'}, 'text': {'type': 'string'}},
    ['channel', 'text'],
)
U4_SEND_EMAIL = tool(
    'send_email',
    'Send an email.',
    {'to': {'type': 'string'}, 'subject': {'type': 'string'}, 'body': {'type': 'string'}},
    ['to', 'subject', 'body'],
)
U4_SEND_SMS = tool(
    'send_sms',
    'Send a text message.',
    {'phone_number': {'description': "Recipient's phone number.", 'type': 'string'}, 'message': {'description': 'Text to send.', 'type': 'string'}},
    ['phone_number', 'message'],
)
U4_SET_ALARM = tool(
    'set_alarm',
    'Set an alarm.',
    {'time': {'description': 'Alarm time, HH:MM.', 'type': 'string'}, 'label': {'default': '', 'description': 'Optional label.', 'type': 'string'}, 'repeat_daily': {'default': False, 'description': 'Repeat every day.', 'type': 'boolean'}},
    ['time'],
)
U4_SET_THERMOSTAT = tool(
    'set_thermostat',
    'Set the home thermostat.',
    {'temperature': {'description': 'Target temperature.', 'type': 'number'}, 'unit': {'default': 'celsius', 'description': "'celsius' or 'fahrenheit'.", 'type': 'string'}},
    ['temperature'],
)
U4_SHARE_PRICE = tool(
    'share_price',
    'Current price of a stock, by ticker symbol.',
    {'ticker': {'type': 'string'}},
    ['ticker'],
)
U4_SEARCH_SHIRTS = tool(
    'search_shirts',
    'Search the shirt catalogue.',
    {'size': {'type': 'string', 'enum': ['XS', 'S', 'M', 'L', 'XL']}, 'color': {'type': 'string'}, 'max_price': {'type': 'number'}},
    [],
)
U4_SPELL_CHECK = tool(
    'spell_check',
    'Check the spelling of a text.',
    {'text': {'type': 'string'}},
    ['text'],
)
U4_UPDATE_TASK_STATUS = tool(
    'update_task_status',
    'Change the status of a task.',
    {'task_id': {'type': 'string'}, 'status': {'type': 'string', 'enum': ['OPEN', 'IN_PROGRESS', 'BLOCKED', 'DONE']}},
    ['task_id', 'status'],
)
U4_SUBTRACT = tool(
    'subtract',
    'Subtract b from a.',
    {'a': {'type': 'number'}, 'b': {'type': 'number'}},
    ['a', 'b'],
)
U4_SYNONYMS = tool(
    'synonyms',
    'Synonyms of an English word.',
    {'word': {'type': 'string'}},
    ['word'],
)
U4_TAG_PHOTO = tool(
    'tag_photo',
    'Add tags to a photo.',
    {'photo_id': {'description': "The photo's id.", 'type': 'string'}, 'tags': {'description': 'Tags to add.', 'items': {'type': 'string'}, 'type': 'array'}},
    ['photo_id', 'tags'],
)
U4_SET_HVAC_MODE = tool(
    'set_hvac_mode',
    'Set the HVAC mode.',
    {'mode': {'type': 'string', 'enum': ['heat', 'cool', 'auto', 'off']}},
    ['mode'],
)
U4_START_TIMER = tool(
    'start_timer',
    'Start a countdown timer.',
    {'minutes': {'type': 'integer'}, 'label': {'type': 'string'}},
    ['minutes'],
)
U4_CALCULATE_TIP = tool(
    'calculate_tip',
    'Work out the tip for a restaurant bill.',
    {'bill': {'type': 'number', 'description': 'Bill total'}, 'percent': {'type': 'number', 'description': 'Tip percentage'}, 'people': {'type': 'integer', 'description': 'Split between this many people'}},
    ['bill', 'percent'],
)
U4_TRANSLATE = tool(
    'translate',
    'Translate text into another language.',
    {'text': {'description': 'Text to translate.', 'type': 'string'}, 'target_language': {'description': 'Language to translate into.', 'type': 'string'}},
    ['text', 'target_language'],
)
U4_SET_REPO_VISIBILITY = tool(
    'set_repo_visibility',
    'Make a repository public or private.',
    {'repo': {'type': 'string'}, 'visibility': {'type': 'string', 'enum': ['public', 'private', 'internal']}},
    ['repo', 'visibility'],
)
U4_VISA_REQUIREMENTS = tool(
    'visa_requirements',
    'Check whether a visa is needed to travel.',
    {'passport_country': {'description': 'Country that issued the passport.', 'type': 'string'}, 'destination_country': {'description': 'Country to visit.', 'type': 'string'}},
    ['passport_country', 'destination_country'],
)
U4_COUNT_VOWELS = tool(
    'count_vowels',
    'Count the vowels in a string.',
    {'text': {'type': 'string'}},
    ['text'],
)
U4_WORD_COUNT = tool(
    'word_count',
    'Count the words in a text.',
    {'text': {'type': 'string'}},
    ['text'],
)
USERS4: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ('put dentist on my calendar for 2026-12-03 at 14:30', [U4_CREATE_CALENDAR_EVENT, U4_RESERVE_TABLE, U4_CREATE_NOTE], [('create_calendar_event', {'title': 'dentist', 'date': '2026-12-03', 'start_time': '14:30'})]),
 ("Add 'Team sync' on 2026-12-01 at 9am for 30 minutes", [U4_CREATE_CALENDAR_EVENT, U4_FEED_PET_REMINDER, U4_CREATE_NOTE], [('create_calendar_event', {'title': 'Team sync', 'date': '2026-12-01', 'start_time': '09:00', 'duration_minutes': 30})]),
 ('book a table for 4 at Nopa at 7:30pm', [U4_RESERVE_TABLE, U4_CREATE_CALENDAR_EVENT, U4_GET_DIRECTIONS], [('reserve_table', {'restaurant': 'Nopa', 'party_size': 4, 'time': '19:30'})]),
 ('how do I walk from the office to Union Station?', [U4_GET_DIRECTIONS, U4_RESERVE_TABLE, U4_VISA_REQUIREMENTS], [('get_directions', {'origin': 'the office', 'destination': 'Union Station', 'mode': 'walking'})]),
 ('bike route from Oakland to Berkeley please', [U4_GET_DIRECTIONS, U4_GET_SCORE, U4_LOG_WATER], [('get_directions', {'origin': 'Oakland', 'destination': 'Berkeley', 'mode': 'cycling'})]),
 ('I just drank 500ml of water, log it', [U4_LOG_WATER, U4_ADD_TO_CART, U4_SET_THERMOSTAT], [('log_water', {'amount_ml': 500})]),
 ('add 3 packs of AA batteries to my cart', [U4_ADD_TO_CART, U4_LOG_WATER, U4_CREATE_NOTE], [('add_to_cart', {'product': 'AA batteries', 'quantity': 3})]),
 ("open an issue in acme/widgets titled 'Login button broken on Safari'", [U4_CREATE_GITHUB_ISSUE, U4_CREATE_NOTE, U4_GET_HEADLINES], [('create_github_issue', {'repo': 'acme/widgets', 'title': 'Login button broken on Safari'})]),
 ('did Arsenal win last night?', [U4_GET_SCORE, U4_GET_HEADLINES, U4_PLAY_PLAYLIST], [('get_score', {'team': 'Arsenal'})]),
 ("can you renew The Overstory for me? it's due tomorrow", [U4_RENEW_BOOK, U4_GRADE_LOOKUP, U4_CREATE_NOTE], [('renew_book', {'book_title': 'The Overstory'})]),
 ("I'm Canadian, do I need a visa for Japan?", [U4_VISA_REQUIREMENTS, U4_GET_DIRECTIONS, U4_GET_HEADLINES], [('visa_requirements', {'passport_country': 'Canada', 'destination_country': 'Japan'})]),
 ('save a note called groceries: milk, eggs, spinach', [U4_CREATE_NOTE, U4_ADD_TO_CART, U4_CREATE_GITHUB_ISSUE], [('create_note', {'title': 'groceries', 'content': 'milk, eggs, spinach'})]),
 ('shuffle my Morning Run playlist', [U4_PLAY_PLAYLIST, U4_GET_HEADLINES, U4_LOG_WATER], [('play_playlist', {'name': 'Morning Run', 'shuffle': True})]),
 ('give me 3 headlines about climate', [U4_GET_HEADLINES, U4_GET_SCORE, U4_CREATE_NOTE], [('get_headlines', {'topic': 'climate', 'count': 3})]),
 ('set the heat to 68 degrees fahrenheit', [U4_SET_THERMOSTAT, U4_LOG_WATER, U4_ADD_TO_CART], [('set_thermostat', {'temperature': 68, 'unit': 'fahrenheit'})]),
 ("what's the monthly payment on a 300000 mortgage at 6.5% over 30 years?", [U4_LOAN_PAYMENT, U4_SET_THERMOSTAT, U4_GET_SCORE], [('loan_payment', {'principal': 300000, 'annual_rate_percent': 6.5, 'years': 30})]),
 ('what grade did Maya Patel get in CS101?', [U4_GRADE_LOOKUP, U4_RENEW_BOOK, U4_CREATE_NOTE], [('grade_lookup', {'student': 'Maya Patel', 'course': 'CS101'})]),
 ('remind me to feed Biscuit at 6pm every day', [U4_FEED_PET_REMINDER, U4_CREATE_CALENDAR_EVENT, U4_LOG_WATER], [('feed_pet_reminder', {'pet_name': 'Biscuit', 'time': '18:00'})]),
 ("what's the capital of Peru?", [U4_VISA_REQUIREMENTS, U4_GET_DIRECTIONS, U4_GET_HEADLINES], []),
 ('order me a pizza', [U4_ADD_TO_CART, U4_RESERVE_TABLE, U4_CREATE_NOTE], []),
 ('how much water should I drink a day?', [U4_LOG_WATER, U4_SET_THERMOSTAT, U4_GET_HEADLINES], []),
 ('close issue 17 in acme/widgets', [U4_CREATE_GITHUB_ISSUE, U4_CREATE_NOTE, U4_GET_HEADLINES], []),
 ('What is 1234 plus 5678?', [U4_ADD, U4_MULTIPLY, U4_GET_WEATHER], [('add', {'a': 1234, 'b': 5678})]),
 ('sum 19.5 and 20.25', [U4_ADD, U4_MULTIPLY, U4_SUBTRACT], [('add', {'a': 19.5, 'b': 20.25})]),
 ('12 times 7?', [U4_ADD, U4_MULTIPLY, U4_SUBTRACT], [('multiply', {'a': 12, 'b': 7})]),
 ("what's 100 minus 37", [U4_ADD, U4_MULTIPLY, U4_SUBTRACT], [('subtract', {'a': 100, 'b': 37})]),
 ('take 8 away from 50', [U4_ADD, U4_MULTIPLY, U4_SUBTRACT], [('subtract', {'a': 50, 'b': 8})]),
 ("where's my order A-7731?", [U4_LOOKUP_ORDER, U4_SEND_EMAIL, U4_SHARE_PRICE], [('lookup_order', {'order_id': 'A-7731'})]),
 ('status of order #88412 please', [U4_LOOKUP_ORDER, U4_WORD_COUNT, U4_EXCHANGE_RATE], [('lookup_order', {'order_id': '88412'})]),
 ('how much is MSFT trading at', [U4_SHARE_PRICE, U4_EXCHANGE_RATE, U4_ADD], [('share_price', {'ticker': 'MSFT'})]),
 ('NVDA price?', [U4_SHARE_PRICE, U4_EXCHANGE_RATE, U4_LOOKUP_ORDER], [('share_price', {'ticker': 'NVDA'})]),
 ("how many words are in 'the quick brown fox'?", [U4_WORD_COUNT, U4_SEND_EMAIL, U4_ADD], [('word_count', {'text': 'the quick brown fox'})]),
 ('capital of kenya?', [U4_CAPITAL_OF, U4_GET_WEATHER, U4_SHARE_PRICE], [('capital_of', {'country': 'Kenya'})]),
 ("What's Peru's capital city?", [U4_CAPITAL_OF, U4_GET_WEATHER, U4_EXCHANGE_RATE], [('capital_of', {'country': 'Peru'})]),
 ('email ana@example.com with subject Lunch saying Are we still on for 1pm?', [U4_SEND_EMAIL, U4_LOOKUP_ORDER, U4_WORD_COUNT], [('send_email', {'to': 'ana@example.com', 'subject': 'Lunch', 'body': 'Are we still on for 1pm?'})]),
 ('is it raining in Lisbon?', [U4_GET_WEATHER, U4_CAPITAL_OF, U4_EXCHANGE_RATE], [('get_weather', {'city': 'Lisbon'})]),
 ('weather oslo', [U4_GET_WEATHER, U4_CAPITAL_OF, U4_SHARE_PRICE], [('get_weather', {'city': 'Oslo'})]),
 ('how many yen is a pound worth?', [U4_EXCHANGE_RATE, U4_SHARE_PRICE, U4_ADD], [('exchange_rate', {'base': 'GBP', 'quote': 'JPY'})]),
 ('EUR to USD rate', [U4_EXCHANGE_RATE, U4_SHARE_PRICE, U4_MULTIPLY], [('exchange_rate', {'base': 'EUR', 'quote': 'USD'})]),
 ('What is 17 times 23?', [U4_LOOKUP_ORDER, U4_GET_WEATHER, U4_CAPITAL_OF], []),
 ('Send an email to my boss', [U4_ADD, U4_MULTIPLY, U4_GET_WEATHER], []),
 ('What is the weather in Paris?', [U4_ADD, U4_CAPITAL_OF, U4_SHARE_PRICE], []),
 ("what's the population of Kenya?", [U4_CAPITAL_OF, U4_GET_WEATHER, U4_SHARE_PRICE], []),
 ('convert 20 dollars to euros', [U4_EXCHANGE_RATE, U4_SHARE_PRICE, U4_ADD], [('exchange_rate', {'base': 'USD', 'quote': 'EUR'})]),
 ('nonstop business class flights SFO to JFK on 2026-12-18', [U4_SEARCH_FLIGHTS, U4_BOOK_HOTEL, U4_CONVERT_UNITS], [('search_flights', {'origin': 'SFO', 'destination': 'JFK', 'date': '2026-12-18', 'cabin': 'business', 'nonstop': True})]),
 ('find me a flight from Boston to Denver on 2027-01-04', [U4_SEARCH_FLIGHTS, U4_BOOK_HOTEL, U4_FIND_RESTAURANTS], [('search_flights', {'origin': 'Boston', 'destination': 'Denver', 'date': '2027-01-04'})]),
 ('wake me at 6:15 every day', [U4_SET_ALARM, U4_CREATE_TICKET, U4_SEND_SMS], [('set_alarm', {'time': '06:15', 'repeat_daily': True})]),
 ('set an alarm for 7am called gym', [U4_SET_ALARM, U4_TAG_PHOTO, U4_SEND_SMS], [('set_alarm', {'time': '07:00', 'label': 'gym'})]),
 ('urgent ticket: VPN keeps disconnecting', [U4_CREATE_TICKET, U4_SEND_SMS, U4_TRANSLATE], [('create_ticket', {'title': 'VPN keeps disconnecting', 'priority': 'urgent'})]),
 ('open a ticket for printer jammed and assign it to Dana', [U4_CREATE_TICKET, U4_SEND_SMS, U4_TAG_PHOTO], [('create_ticket', {'title': 'printer jammed', 'assignee': 'Dana'})]),
 ("how do you say 'where is the station' in German?", [U4_TRANSLATE, U4_SEND_SMS, U4_CONVERT_UNITS], [('translate', {'text': 'where is the station', 'target_language': 'German'})]),
 ('thai places in Austin open now', [U4_FIND_RESTAURANTS, U4_BOOK_HOTEL, U4_SEARCH_FLIGHTS], [('find_restaurants', {'city': 'Austin', 'cuisine': 'thai', 'open_now': True})]),
 ('cheap eats in Chicago', [U4_FIND_RESTAURANTS, U4_BOOK_HOTEL, U4_GET_STOCK_HISTORY], [('find_restaurants', {'city': 'Chicago', 'price': '$'})]),
 ('10 km in miles', [U4_CONVERT_UNITS, U4_GET_STOCK_HISTORY, U4_BOOK_HOTEL], [('convert_units', {'value': 10, 'from_unit': 'km', 'to_unit': 'mi'})]),
 ('book a hotel in Rome for 2 people, 3 nights from 2026-12-20', [U4_BOOK_HOTEL, U4_SEARCH_FLIGHTS, U4_FIND_RESTAURANTS], [('book_hotel', {'city': 'Rome', 'check_in': '2026-12-20', 'nights': 3, 'guests': 2})]),
 ("text +14155550123 that I'm running 10 min late", [U4_SEND_SMS, U4_CREATE_TICKET, U4_TRANSLATE], [('send_sms', {'phone_number': '+14155550123', 'message': "I'm running 10 min late"})]),
 ('TSLA closing prices for the last 7 days', [U4_GET_STOCK_HISTORY, U4_CONVERT_UNITS, U4_SEND_SMS], [('get_stock_history', {'ticker': 'TSLA', 'days': 7})]),
 ('tag IMG_2231 with beach and sunset', [U4_TAG_PHOTO, U4_CREATE_TICKET, U4_TRANSLATE], [('tag_photo', {'photo_id': 'IMG_2231', 'tags': ['beach', 'sunset']})]),
 ("what's the cheapest flight ever recorded?", [U4_SEARCH_FLIGHTS, U4_BOOK_HOTEL, U4_CONVERT_UNITS], []),
 ('cancel my hotel booking', [U4_BOOK_HOTEL, U4_SEARCH_FLIGHTS, U4_FIND_RESTAURANTS], []),
 ('how do I say hello', [U4_TRANSLATE, U4_SEND_SMS, U4_CONVERT_UNITS], []),
 ("show me octocat's profile", [U4_GETUSERPROFILE, U4_LISTREPOS, U4_SENDSLACK], [('getUserProfile', {'username': 'octocat'})]),
 ('list 10 repos of the vercel org', [U4_LISTREPOS, U4_CREATEBRANCH, U4_SEARCHDOCS], [('listRepos', {'org': 'vercel', 'limit': 10})]),
 ('create branch feature/login in repo api from develop', [U4_CREATEBRANCH, U4_LISTREPOS, U4_RESTARTPOD], [('createBranch', {'repo': 'api', 'branch': 'feature/login', 'from_branch': 'develop'})]),
 ('errors in checkout logs from the last 30 minutes', [U4_QUERYLOGS, U4_RESTARTPOD, U4_SENDSLACK], [('queryLogs', {'service': 'checkout', 'level': 'error', 'since_minutes': 30})]),
 ('scale web to 5 replicas', [U4_SCALEDEPLOYMENT, U4_RESTARTPOD, U4_QUERYLOGS], [('scaleDeployment', {'deployment': 'web', 'replicas': 5})]),
 ('scale the worker deployment in staging down to 0', [U4_SCALEDEPLOYMENT, U4_RESTARTPOD, U4_QUERYLOGS], [('scaleDeployment', {'deployment': 'worker', 'replicas': 0, 'namespace': 'staging'})]),
 ('pull up invoice INV-2041', [U4_GETINVOICE, U4_REFUNDPAYMENT, U4_SENDSLACK], [('getInvoice', {'invoice_number': 'INV-2041'})]),
 ('refund $20 of payment pay_88Ax', [U4_REFUNDPAYMENT, U4_GETINVOICE, U4_SEARCHDOCS], [('refundPayment', {'payment_id': 'pay_88Ax', 'amount': 20})]),
 ('fully refund pay_88Ax', [U4_REFUNDPAYMENT, U4_GETINVOICE, U4_SEARCHDOCS], [('refundPayment', {'payment_id': 'pay_88Ax'})]),
 ('what do the docs say about rate limits?', [U4_SEARCHDOCS, U4_QUERYLOGS, U4_SENDSLACK], [('searchDocs', {'query': 'rate limits'})]),
 ('restart pod api-7f9c in prod', [U4_RESTARTPOD, U4_SCALEDEPLOYMENT, U4_QUERYLOGS], [('restartPod', {'pod': 'api-7f9c', 'namespace': 'prod'})]),
 ("post 'v2.3 is live' to #deploys", [U4_SENDSLACK, U4_SEARCHDOCS, U4_GETINVOICE], [('sendSlack', {'channel': '#deploys', 'text': 'v2.3 is live'})]),
 ('delete the api repo', [U4_LISTREPOS, U4_CREATEBRANCH, U4_GETUSERPROFILE], []),
 ("what's the weather in prod?", [U4_RESTARTPOD, U4_SCALEDEPLOYMENT, U4_QUERYLOGS], []),
 ('Dinner came to $86.40 for the three of us, how much tip each at 18%?', [U4_CALCULATE_TIP, U4_BMI, U4_RANDOM_NUMBER], [('calculate_tip', {'bill': 86.4, 'percent': 18, 'people': 3})]),
 ('20% tip on 120', [U4_CALCULATE_TIP, U4_RANDOM_NUMBER, U4_DAYS_BETWEEN], [('calculate_tip', {'bill': 120, 'percent': 20})]),
 ("my BMI if I'm 70 kg and 175 cm?", [U4_BMI, U4_CALCULATE_TIP, U4_START_TIMER], [('bmi', {'weight_kg': 70, 'height_cm': 175})]),
 ('how many days from 2026-01-01 to 2026-03-15', [U4_DAYS_BETWEEN, U4_START_TIMER, U4_RANDOM_NUMBER], [('days_between', {'start': '2026-01-01', 'end': '2026-03-15'})]),
 ('pick a random number between 1 and 100', [U4_RANDOM_NUMBER, U4_GENERATE_PASSWORD, U4_CALCULATE_TIP], [('random_number', {'min': 1, 'max': 100})]),
 ('generate a 16 character password with symbols', [U4_GENERATE_PASSWORD, U4_RANDOM_NUMBER, U4_MAKE_QR_CODE], [('generate_password', {'length': 16, 'symbols': True})]),
 ('QR code for https://sprig.dev please', [U4_MAKE_QR_CODE, U4_GENERATE_PASSWORD, U4_SYNONYMS], [('make_qr_code', {'url': 'https://sprig.dev'})]),
 ('set a 12 minute timer for pasta', [U4_START_TIMER, U4_RANDOM_NUMBER, U4_DAYS_BETWEEN], [('start_timer', {'minutes': 12, 'label': 'pasta'})]),
 ('other words for happy', [U4_SYNONYMS, U4_SPELL_CHECK, U4_COUNT_VOWELS], [('synonyms', {'word': 'happy'})]),
 ("check the spelling of 'I recieved the pakage'", [U4_SPELL_CHECK, U4_SYNONYMS, U4_COUNT_VOWELS], [('spell_check', {'text': 'I recieved the pakage'})]),
 ('how many vowels in encyclopedia?', [U4_COUNT_VOWELS, U4_SYNONYMS, U4_SPELL_CHECK], [('count_vowels', {'text': 'encyclopedia'})]),
 ("what's 15% of 80?", [U4_GENERATE_PASSWORD, U4_MAKE_QR_CODE, U4_START_TIMER], []),
 ('how tall am I?', [U4_BMI, U4_CALCULATE_TIP, U4_RANDOM_NUMBER], []),
 ('mark T-12 as in progress', [U4_UPDATE_TASK_STATUS, U4_LIST_REVIEWS, U4_SET_LOG_LEVEL], [('update_task_status', {'task_id': 'T-12', 'status': 'IN_PROGRESS'})]),
 ('T-9 is done', [U4_UPDATE_TASK_STATUS, U4_LIST_REVIEWS, U4_SET_LOG_LEVEL], [('update_task_status', {'task_id': 'T-9', 'status': 'DONE'})]),
 ('T-3 is blocked on legal', [U4_UPDATE_TASK_STATUS, U4_SET_REPO_VISIBILITY, U4_SET_LOG_LEVEL], [('update_task_status', {'task_id': 'T-3', 'status': 'BLOCKED'})]),
 ('5 newest reviews of B07XJ8C8F5', [U4_LIST_REVIEWS, U4_UPDATE_TASK_STATUS, U4_SEARCH_SHIRTS], [('list_reviews', {'product_id': 'B07XJ8C8F5', 'sort': 'newest', 'limit': 5})]),
 ('worst reviews for B07XJ8C8F5', [U4_LIST_REVIEWS, U4_UPDATE_TASK_STATUS, U4_SEARCH_SHIRTS], [('list_reviews', {'product_id': 'B07XJ8C8F5', 'sort': 'lowest_rating'})]),
 ('switch the AC to cooling', [U4_SET_HVAC_MODE, U4_SET_LOG_LEVEL, U4_SET_REPO_VISIBILITY], [('set_hvac_mode', {'mode': 'cool'})]),
 ('turn the hvac off', [U4_SET_HVAC_MODE, U4_SET_LOG_LEVEL, U4_SET_REPO_VISIBILITY], [('set_hvac_mode', {'mode': 'off'})]),
 ('blue shirts in medium under $30', [U4_SEARCH_SHIRTS, U4_LIST_REVIEWS, U4_SET_HVAC_MODE], [('search_shirts', {'size': 'M', 'color': 'blue', 'max_price': 30})]),
 ('make acme/site private', [U4_SET_REPO_VISIBILITY, U4_UPDATE_TASK_STATUS, U4_SET_LOG_LEVEL], [('set_repo_visibility', {'repo': 'acme/site', 'visibility': 'private'})]),
 ('turn on debug logging for billing', [U4_SET_LOG_LEVEL, U4_SET_HVAC_MODE, U4_SET_REPO_VISIBILITY], [('set_log_level', {'service': 'billing', 'level': 'DEBUG'})]),
 ('set auth logs to warn', [U4_SET_LOG_LEVEL, U4_SET_HVAC_MODE, U4_SET_REPO_VISIBILITY], [('set_log_level', {'service': 'auth', 'level': 'WARNING'})]),
]


O_WEATHER = tool("get_weather", "Get the weather forecast for a city.",
  {"location": {"type": "string", "description": "The city name."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The temperature unit.", "default": "fahrenheit"},
   "days": {"type": "integer", "description": "Number of forecast days.", "default": 1}}, ["location"])
O_NEWS = tool("fetch_headlines", "Fetch news headlines about a topic.",
  {"topic": {"type": "string", "description": "The topic of the news."},
   "language": {"type": "string", "description": "Language code of the articles, e.g. 'en' or 'de'.", "default": "en"},
   "max_results": {"type": "integer", "description": "How many headlines to return.", "default": 10}}, ["topic"])
O_EXPORT = tool("export_report", "Export a saved report to a file.",
  {"report_id": {"type": "string", "description": "The report's identifier."},
   "format": {"type": "string", "enum": ["pdf", "csv", "xlsx"], "description": "The file format.", "default": "pdf"},
   "include_charts": {"type": "boolean", "description": "Whether the charts are included in the file.", "default": True}}, ["report_id"])
O_PROFILE = tool("get_profile", "Fetch a user's profile.",
  {"user_id": {"type": "integer", "description": "The user's numeric ID."},
   "include_private": {"type": "boolean", "description": "Whether private details such as email and phone are included.", "default": False}}, ["user_id"])
O_SONGS = tool("search_songs", "Search the music library for songs.",
  {"artist": {"type": "string", "description": "The performer. Use 'dontcare' to ignore.", "default": "dontcare"},
   "album": {"type": "string", "description": "The album name. Use 'dontcare' to ignore.", "default": "dontcare"},
   "genre": {"type": "string", "enum": ["Pop", "Rock", "Country", "Jazz", "dontcare"], "description": "The genre.", "default": "dontcare"}}, [])
O_CLEANERS = tool("find_cleaners", "Find cleaning professionals in a city.",
  {"city_id": {"type": "integer", "description": "The city, e.g. 1 for Lisbon, 2 for Porto, 3 for Faro."},
   "service_id": {"type": "integer", "description": "The service, e.g. 1 for deep cleaning, 2 for window cleaning, 3 for carpet cleaning."}}, ["city_id"])
O_TRANSLATE = tool("translate", "Translate a text into another language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "The language to translate into, e.g. 'Spanish'."},
   "formality": {"type": "string", "enum": ["default", "formal", "informal"], "description": "The tone of the translation.", "default": "default"}}, ["text", "target_language"])
O_RIDE = tool("request_ride", "Request a car ride to a destination.",
  {"destination": {"type": "string", "description": "The street address to go to."},
   "ride_type": {"type": "string", "enum": ["Pool", "Regular", "Luxury"], "description": "The kind of ride.", "default": "Regular"},
   "seats": {"type": "integer", "description": "Number of seats needed.", "default": 1}}, ["destination"])
O_SHOWTIMES = tool("find_showtimes", "Find movie showtimes in a city.",
  {"city": {"type": "string", "description": "The city."},
   "theater_name": {"type": "string", "description": "The name of the cinema. If omitted, all cinemas are searched."},
   "show_type": {"type": "string", "enum": ["regular", "3d", "imax"], "description": "The screening format.", "default": "regular"}}, ["city"])
O_FILES = tool("list_files", "List the files in a folder.",
  {"path": {"type": "string", "description": "The folder path."},
   "recursive": {"type": "boolean", "description": "Whether to include files in subfolders.", "default": False},
   "limit": {"type": "integer", "description": "The maximum number of files to list."}}, ["path"])
O_TICKETS = tool("list_tickets", "List the support tickets of a project.",
  {"project": {"type": "string", "description": "The project name."},
   "status": {"type": "string", "enum": ["open", "closed", "all"], "description": "Which tickets to list.", "default": "all"},
   "limit": {"type": "integer", "description": "The maximum number of tickets.", "default": 20}}, ["project"])
O_SUMMARY = tool("summarize", "Summarize a text.",
  {"text": {"type": "string", "description": "The text to summarize."},
   "max_sentences": {"type": "integer", "description": "The longest summary allowed, in sentences.", "default": 3}}, ["text"])
OPTIONALS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather in Lyon in celsius?", [O_WEATHER], [("get_weather", {"location": "Lyon", "unit": "celsius"})]),
 ("Give me a 5-day forecast for Denver", [O_WEATHER], [("get_weather", {"location": "Denver", "days": 5})]),
 ("What's the weather in Oslo?", [O_WEATHER], [("get_weather", {"location": "Oslo"})]),
 ("Top 3 headlines about electric cars in French", [O_NEWS], [("fetch_headlines", {"topic": "electric cars", "language": "fr", "max_results": 3})]),
 ("News about the housing market, only the first 5", [O_NEWS], [("fetch_headlines", {"topic": "housing market", "max_results": 5})]),
 ("Export report R-2291 as CSV", [O_EXPORT], [("export_report", {"report_id": "R-2291", "format": "csv"})]),
 ("Export report 5512 as an xlsx file without the charts", [O_EXPORT], [("export_report", {"report_id": "5512", "format": "xlsx", "include_charts": False})]),
 ("Pull up the profile of user 4410 including the private details", [O_PROFILE], [("get_profile", {"user_id": 4410, "include_private": True})]),
 ("Find songs from the album called Northern Lights", [O_SONGS], [("search_songs", {"album": "Northern Lights"})]),
 ("Any country songs by Kacey Musgraves?", [O_SONGS], [("search_songs", {"artist": "Kacey Musgraves", "genre": "Country"})]),
 ("Find cleaners in Porto for window cleaning", [O_CLEANERS], [("find_cleaners", {"city_id": 2, "service_id": 2})]),
 ("Translate 'see you tomorrow' into German, formally", [O_TRANSLATE], [("translate", {"text": "see you tomorrow", "target_language": "German", "formality": "formal"})]),
 ("Book a luxury ride for 3 people to 12 Elm Street", [O_RIDE], [("request_ride", {"destination": "12 Elm Street", "ride_type": "Luxury", "seats": 3})]),
 ("Showtimes in Tulsa at the Circle Cinema in IMAX", [O_SHOWTIMES], [("find_showtimes", {"city": "Tulsa", "theater_name": "Circle Cinema", "show_type": "imax"})]),
 ("List everything in /var/log, subfolders included", [O_FILES], [("list_files", {"path": "/var/log", "recursive": True})]),
 ("Show the first 10 files in /home/ana/docs", [O_FILES], [("list_files", {"path": "/home/ana/docs", "limit": 10})]),
 ("Open tickets in project Apollo, just 5 of them", [O_TICKETS], [("list_tickets", {"project": "Apollo", "status": "open", "limit": 5})]),
 ("Closed tickets for the Zephyr project", [O_TICKETS], [("list_tickets", {"project": "Zephyr", "status": "closed"})]),
 ("Summarize this in two sentences: 'The bridge will close for repairs from Monday. Traffic will be diverted via the ring road. Work is expected to last three weeks.'", [O_SUMMARY], [("summarize", {"text": "The bridge will close for repairs from Monday. Traffic will be diverted via the ring road. Work is expected to last three weeks.", "max_sentences": 2})]),
 ("Play something from Miles Davis, jazz please", [O_SONGS], [("search_songs", {"artist": "Miles Davis", "genre": "Jazz"})]),
]

D5_WEB = tool("web_search", "Search the web and return the top results.",
  {"query": {"type": "string", "description": "The search query."},
   "num_results": {"type": "integer", "description": "How many results to return.", "default": 5}}, ["query"])
D5_SHELL = tool("run_shell", "Execute a command in the system shell and return its output.",
  {"command": {"type": "string", "description": "The shell command line to execute."}}, ["command"])
D5_TODO = tool("todo", "Manage the user's to-do list: add, complete or delete an entry.",
  {"action": {"type": "string", "enum": ["add", "complete", "delete"], "description": "What to do with the entry."},
   "content": {"type": "string", "description": "The text of the entry."}}, ["action", "content"])
D5_BOOKING = tool("modify_booking", "Change the date of an existing hotel booking.",
  {"booking_id": {"type": "string", "description": "The booking reference."},
   "new_date": {"type": "string", "description": "The new check-in date, YYYY-MM-DD."}}, ["booking_id", "new_date"])
D5_SONG = tool("play_song", "Play a song on the speaker.",
  {"query": {"type": "string", "description": "Search query for the song, e.g. its title or artist."}}, ["query"])
D5_ALARM = tool("set_alarm", "Set an alarm.",
  {"time": {"type": "string", "description": "Alarm time, HH:MM."}}, ["time"])
D5_POSITION = tool("set_position", "Set the position of a named point on the canvas.",
  {"name": {"type": "string", "description": "Name of the point."},
   "x": {"type": "number", "description": "The x coordinate."},
   "y": {"type": "number", "description": "The y coordinate."}}, ["name", "x", "y"])
D5_COLOR = tool("set_color", "Set the color of a named shape.",
  {"name": {"type": "string", "description": "Name of the shape."},
   "color": {"type": "string", "description": "The color, e.g. red."}}, ["name", "color"])
D5_PRODUCTS = tool("product_search", "Search the store's products by category.",
  {"category": {"type": "string", "description": "Product category, e.g. shoes, scarves."},
   "color": {"type": "string", "description": "Color of the product."}}, ["category"])
D5_ORDER = tool("order_status", "Check the status of an order.",
  {"order_id": {"type": "string", "description": "The order number."}}, ["order_id"])
D5_SALON = tool("find_stylist", "Find hair stylists and salons in a city.",
  {"city": {"type": "string", "description": "The city to search in."}}, ["city"])
D5_TABLE = tool("find_restaurants", "Find restaurants of a cuisine in a city.",
  {"city": {"type": "string", "description": "The city."},
   "cuisine": {"type": "string", "description": "Kind of food, e.g. Thai."}}, ["city", "cuisine"])
D5_PROVIDER = tool("find_provider", "Find a health care provider in a city.",
  {"city": {"type": "string", "description": "The city."},
   "specialty": {"type": "string", "enum": ["Dentist", "Physician", "Optometrist"], "description": "Kind of provider."}}, ["city", "specialty"])
D5_GEO = tool("get_geo_restrictions", "Get the geo restrictions configured for a video.",
  {"video_id": {"type": "string", "description": "Identifier of the video."}}, ["video_id"])
D5_VIDEO = tool("delete_video", "Delete a video.",
  {"video_id": {"type": "string", "description": "Identifier of the video."}}, ["video_id"])
D5_PRICE = tool("get_shopping", "Find the price of an item in shops near a location.",
  {"item_name": {"type": "string", "description": "Name of the item."},
   "location": {"type": "string", "description": "City where to shop."}}, ["item_name", "location"])
D5_NEWS = tool("get_news", "Get news headlines for a location.",
  {"location": {"type": "string", "description": "The city."}}, ["location"])
D5_DEVICE = tool("control_device", "Send a command to a smart home appliance.",
  {"device": {"type": "string", "description": "The appliance, e.g. fan, heater."},
   "mode": {"type": "string", "enum": ["eco", "normal", "turbo"], "description": "Operating mode."}}, ["device", "mode"])
D5_EVENTS = tool("find_events", "Find cultural events in a city on a date.",
  {"event_type": {"type": "string", "enum": ["Music", "Theater", "Sports"], "description": "Kind of event."},
   "city": {"type": "string", "description": "The city."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["event_type", "city", "date"])
D5_CHAT = tool("chat_with_friend", "Talk with the user's AI friend: send a message and get its reply.",
  {"user_message": {"type": "string", "description": "The user's message."}}, ["user_message"])
DECLINED5: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("weather in Lisbon using the web search tool", [D5_WEB, D5_NEWS], [("web_search", {"query": "weather in Lisbon"})]),
 ("Run 'df -h' with the shell", [D5_SHELL, D5_WEB], [("run_shell", {"command": "df -h"})]),
 ("I need to remember to 'call the dentist'", [D5_TODO, D5_ALARM], [("todo", {"action": "add", "content": "call the dentist"})]),
 ("Update booking HB-2291 to 2025-03-14", [D5_BOOKING, D5_ORDER], [("modify_booking", {"booking_id": "HB-2291", "new_date": "2025-03-14"})]),
 ("Can you search for 'Bohemian Rhapsody'?", [D5_SONG, D5_ALARM], [("play_song", {"query": "Bohemian Rhapsody"})]),
 ("Move 'marker1' to 5, 6", [D5_POSITION, D5_COLOR], [("set_position", {"name": "marker1", "x": 5, "y": 6})]),
 ("Do you have any scarves?", [D5_PRODUCTS, D5_ORDER], [("product_search", {"category": "scarves"})]),
 ("Have you got red shoes?", [D5_PRODUCTS, D5_ORDER], [("product_search", {"category": "shoes", "color": "red"})]),
 ("I'll be in Denver and want to go to a salon.", [D5_SALON, D5_TABLE], [("find_stylist", {"city": "Denver"})]),
 ("Please help me locate a dentist in Austin", [D5_PROVIDER, D5_TABLE], [("find_provider", {"city": "Austin", "specialty": "Dentist"})]),
 ("I need to review the geographical restrictions of video vx-881", [D5_GEO, D5_VIDEO], [("get_geo_restrictions", {"video_id": "vx-881"})]),
 ("Can you tell me the current price of a 'rain jacket' in Leeds?", [D5_PRICE, D5_NEWS], [("get_shopping", {"item_name": "rain jacket", "location": "Leeds"})]),
 ("Switch the fan to turbo mode", [D5_DEVICE, D5_ALARM], [("control_device", {"device": "fan", "mode": "turbo"})]),
 ("the heater turned on with eco mode.", [D5_DEVICE, D5_NEWS], [("control_device", {"device": "heater", "mode": "eco"})]),
 ("I want to see a play in Chicago on 2025-06-07", [D5_EVENTS, D5_TABLE], [("find_events", {"event_type": "Theater", "city": "Chicago", "date": "2025-06-07"})]),
 ("Hey buddy, how are you doing", [D5_CHAT, D5_WEB], [("chat_with_friend", {"user_message": "Hey buddy, how are you doing"})]),
 ("I'd like Thai food in Portland", [D5_TABLE, D5_SALON], [("find_restaurants", {"city": "Portland", "cuisine": "Thai"})]),
 ("search flights from Oslo to Rome using the web search tool", [D5_WEB, D5_NEWS], [("web_search", {"query": "flights from Oslo to Rome"})]),
]
DECLINED5_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the difference between a web search and a library search?", [D5_WEB, D5_NEWS], []),
 ("Why does the shell print a newline after echo?", [D5_SHELL, D5_WEB], []),
 ("Do you remember our trip to Goa?", [D5_TODO, D5_ALARM], []),
 ("Who first sang Bohemian Rhapsody live?", [D5_SONG, D5_ALARM], []),
 ("How do salons set their prices?", [D5_SALON, D5_TABLE], []),
 ("What does a dentist do during a root canal?", [D5_PROVIDER, D5_TABLE], []),
 ("What are geographical restrictions?", [D5_GEO, D5_VIDEO], []),
 ("My booking confirmation email never arrived", [D5_BOOKING, D5_ORDER], []),
 ("Is a rain jacket better than an umbrella?", [D5_PRICE, D5_NEWS], []),
 ("How does a turbo mode work on a fan?", [D5_DEVICE, D5_ALARM], []),
]


# The lead's own-tool requests of stop 45, written as a user before fixing what they show.
L45_SET_THERMOSTAT = tool('set_thermostat', "Set the target temperature of a room's thermostat.", {"room": {"type": "string", "description": "Room name, e.g. 'living room'."}, "temperature": {"type": "number", "description": "Target temperature in degrees Celsius."}}, ["room", "temperature"])
L45_SET_LIGHTS = tool('set_lights', 'Turn the lights in a room on or off.', {"room": {"type": "string", "description": "Room name."}, "on": {"type": "boolean", "description": "True to switch on, false to switch off."}}, ["room", "on"])
L45_LOCK_DOOR = tool('lock_door', 'Lock or unlock a door.', {"door": {"type": "string", "description": "Which door, e.g. 'front'."}, "locked": {"type": "boolean", "description": "Whether the door should be locked."}}, ["door", "locked"])
L45_REQUEST_TIME_OFF = tool('request_time_off', 'Request paid time off for the employee.', {"start_date": {"type": "string", "description": "First day off, YYYY-MM-DD."}, "end_date": {"type": "string", "description": "Last day off, YYYY-MM-DD."}, "reason": {"type": "string", "description": "Why, optional."}}, ["start_date", "end_date"])
L45_GET_PAYSLIP = tool('get_payslip', "Fetch the employee's payslip for a month.", {"month": {"type": "string", "description": "Month as YYYY-MM."}}, ["month"])
L45_FIND_COLLEAGUE = tool('find_colleague', 'Look up a colleague in the company directory by name.', {"name": {"type": "string", "description": "Full or partial name."}}, ["name"])
L45_GET_ACCOUNT_BALANCE = tool('get_account_balance', "Get the balance of one of the user's bank accounts.", {"account": {"type": "string", "description": "Which account.", "enum": ["checking", "savings", "credit"]}}, ["account"])
L45_TRANSFER_MONEY = tool('transfer_money', "Move money between the user's own accounts.", {"from_account": {"type": "string", "description": "Source account.", "enum": ["checking", "savings"]}, "to_account": {"type": "string", "description": "Destination account.", "enum": ["checking", "savings"]}, "amount": {"type": "number", "description": "Amount in dollars."}}, ["from_account", "to_account", "amount"])
L45_LIST_TRANSACTIONS = tool('list_transactions', 'List recent transactions on an account.', {"account": {"type": "string", "description": "Which account.", "enum": ["checking", "savings", "credit"]}, "limit": {"type": "integer", "description": "How many to list."}}, ["account"])
L45_DEPLOY_SERVICE = tool('deploy_service', 'Deploy a service to an environment.', {"service": {"type": "string", "description": "Service name."}, "environment": {"type": "string", "description": "Target environment.", "enum": ["staging", "production"]}, "version": {"type": "string", "description": "Version tag, e.g. v1.4.2."}}, ["service", "environment"])
L45_ROLLBACK_SERVICE = tool('rollback_service', 'Roll a service back to its previous version.', {"service": {"type": "string", "description": "Service name."}, "environment": {"type": "string", "description": "Environment.", "enum": ["staging", "production"]}}, ["service", "environment"])
L45_SCALE_SERVICE = tool('scale_service', 'Change the number of replicas of a service.', {"service": {"type": "string", "description": "Service name."}, "replicas": {"type": "integer", "description": "Number of replicas."}}, ["service", "replicas"])
L45_GET_ORDER_STATUS = tool('get_order_status', 'Look up the status of a customer order.', {"order_id": {"type": "string", "description": "Order number, like 'A-1042'."}}, ["order_id"])
L45_REFUND_ORDER = tool('refund_order', 'Refund a customer order.', {"order_id": {"type": "string", "description": "Order number."}, "amount": {"type": "number", "description": "Amount to refund; the full order if omitted."}}, ["order_id"])
L45_CANCEL_ORDER = tool('cancel_order', 'Cancel a customer order that has not shipped.', {"order_id": {"type": "string", "description": "Order number."}}, ["order_id"])
L45_FIND_RECIPES = tool('find_recipes', 'Search recipes by ingredient and diet.', {"ingredient": {"type": "string", "description": "Main ingredient."}, "diet": {"type": "string", "description": "Diet.", "enum": ["any", "vegetarian", "vegan", "gluten-free"]}, "max_minutes": {"type": "integer", "description": "Longest total cooking time in minutes."}}, ["ingredient"])
L45_LOG_WORKOUT = tool('log_workout', 'Log a workout in the fitness diary.', {"activity": {"type": "string", "description": "What was done, e.g. running."}, "minutes": {"type": "integer", "description": "Duration in minutes."}, "distance_km": {"type": "number", "description": "Distance in kilometres, if any."}}, ["activity", "minutes"])
L45_GET_STEP_COUNT = tool('get_step_count', 'Get the number of steps walked on a day.', {"date": {"type": "string", "description": "Day, YYYY-MM-DD; today if omitted."}}, [])
L45_PLAY_MUSIC = tool('play_music', 'Play music by an artist, album or playlist.', {"query": {"type": "string", "description": "What to play."}, "shuffle": {"type": "boolean", "description": "Shuffle the tracks."}}, ["query"])
L45_SET_VOLUME = tool('set_volume', 'Set the speaker volume.', {"level": {"type": "integer", "description": "Volume from 0 to 100."}}, ["level"])
L45_DEFINE_WORD = tool('define_word', 'Look up the definition of an English word.', {"word": {"type": "string", "description": "The word."}}, ["word"])
L45_CREATE_ISSUE = tool('create_issue', 'Open an issue in a GitHub repository.', {"repo": {"type": "string", "description": "Repository as owner/name."}, "title": {"type": "string", "description": "Issue title."}, "body": {"type": "string", "description": "Issue text."}}, ["repo", "title"])
L45_LIST_PULL_REQUESTS = tool('list_pull_requests', 'List open pull requests of a repository.', {"repo": {"type": "string", "description": "Repository as owner/name."}, "author": {"type": "string", "description": "Only PRs by this user."}}, ["repo"])
L45_RUN_QUERY = tool('run_query', 'Run a read-only SQL query on the analytics database.', {"sql": {"type": "string", "description": "The SQL statement."}}, ["sql"])
L45_CONVERT_UNITS = tool('convert_units', 'Convert a quantity from one unit to another.', {"value": {"type": "number", "description": "The quantity."}, "from_unit": {"type": "string", "description": "Unit to convert from, e.g. 'km'."}, "to_unit": {"type": "string", "description": "Unit to convert to, e.g. 'mi'."}}, ["value", "from_unit", "to_unit"])
L45_SEARCH_BOOKS = tool('search_books', 'Search the library catalogue for books.', {"query": {"type": "string", "description": "Title or topic."}, "author": {"type": "string", "description": "Only books by this author."}}, ["query"])
L45_LIST_COMMITS = tool('list_commits', 'List recent commits of a repository.', {"repo": {"type": "string", "description": "Repository as owner/name."}, "author": {"type": "string", "description": "Only commits by this user."}, "limit": {"type": "integer", "description": "How many."}}, ["repo"])
L45_INSTALL_PACKAGE = tool('install_package', 'Install a Python package into the project.', {"package": {"type": "string", "description": "Package name."}, "version": {"type": "string", "description": "Exact version, e.g. 2.31.0; latest if omitted."}}, ["package"])
L45_CREATE_VM = tool('create_vm', 'Create a virtual machine.', {"name": {"type": "string", "description": "Name of the VM."}, "instance_type": {"type": "string", "description": "Instance type, e.g. t3.micro."}, "region": {"type": "string", "description": "Region, such as us-east-1."}}, ["name", "instance_type"])
L45_CREATE_BUCKET = tool('create_bucket', 'Create a storage bucket.', {"name": {"type": "string", "description": "Bucket name."}, "region": {"type": "string", "description": "Region, e.g. eu-west-1."}}, ["name"])
L45_TRACK_SHIPMENT = tool('track_shipment', 'Track a parcel by its tracking number.', {"tracking_number": {"type": "string", "description": "Tracking number, e.g. 1Z999AA10123456784."}}, ["tracking_number"])
L45_FLIGHT_STATUS = tool('flight_status', 'Get the live status of a flight.', {"flight": {"type": "string", "description": "Flight number, like BA117."}, "date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["flight"])
L45_CREATE_EVENT = tool('create_event', 'Create a calendar event.', {"title": {"type": "string", "description": "Event title."}, "date": {"type": "string", "description": "Date, YYYY-MM-DD."}, "time": {"type": "string", "description": "Start time, HH:MM 24h."}, "duration_minutes": {"type": "integer", "description": "Length in minutes."}}, ["title", "date", "time"])
L45_FIND_FREE_SLOT = tool('find_free_slot', 'Find a free slot in the calendar on a day.', {"date": {"type": "string", "description": "Date, YYYY-MM-DD."}, "minutes": {"type": "integer", "description": "How long the slot must be."}}, ["date"])
L45_INVITE_ATTENDEE = tool('invite_attendee', 'Invite someone to an existing event.', {"event_id": {"type": "string", "description": "Event id."}, "email": {"type": "string", "description": "Attendee email address."}}, ["event_id", "email"])
L45_POST_MESSAGE = tool('post_message', 'Post a message to a Slack channel.', {"channel": {"type": "string", "description": "Channel name, e.g. #general."}, "text": {"type": "string", "description": "Message text."}}, ["channel", "text"])
L45_SEND_DIRECT_MESSAGE = tool('send_direct_message', 'Send a direct message to a Slack user.', {"user": {"type": "string", "description": "User handle, e.g. @maria."}, "text": {"type": "string", "description": "Message text."}}, ["user", "text"])
L45_SET_STATUS = tool('set_status', "Set the user's Slack status.", {"text": {"type": "string", "description": "Status text."}, "emoji": {"type": "string", "description": "Emoji code, e.g. :palm_tree:."}}, ["text"])
L45_TRANSLATE = tool('translate', 'Translate text into another language.', {"text": {"type": "string", "description": "Text to translate."}, "target_language": {"type": "string", "description": "Language to translate into."}}, ["text", "target_language"])
L45_SUMMARIZE_URL = tool('summarize_url', 'Summarize the web page at a URL.', {"url": {"type": "string", "description": "The page URL."}, "max_words": {"type": "integer", "description": "Longest summary in words."}}, ["url"])
L45_GET_FORECAST = tool('get_forecast', 'Get the weather forecast for a city.', {"city": {"type": "string", "description": "City name."}, "days": {"type": "integer", "description": "Number of days, 1-7."}}, ["city"])
L45_GET_STOCK_PRICE = tool('get_stock_price', 'Get the latest share price of a listed company.', {"ticker": {"type": "string", "description": "Stock ticker symbol, e.g. AAPL."}}, ["ticker"])
L45_CONVERT_CURRENCY = tool('convert_currency', 'Convert an amount between currencies.', {"amount": {"type": "number", "description": "Amount."}, "from_currency": {"type": "string", "description": "ISO code, e.g. USD."}, "to_currency": {"type": "string", "description": "ISO code, e.g. EUR."}}, ["amount", "from_currency", "to_currency"])
L45_SET_TIMER = tool('set_timer', 'Start a countdown timer.', {"minutes": {"type": "integer", "description": "Length in minutes."}, "label": {"type": "string", "description": "What the timer is for."}}, ["minutes"])
L45_SET_ALARM = tool('set_alarm', 'Set an alarm clock.', {"time": {"type": "string", "description": "Time, HH:MM 24h."}, "label": {"type": "string", "description": "Alarm label."}}, ["time"])
L45_CREATE_REMINDER = tool('create_reminder', 'Create a reminder.', {"text": {"type": "string", "description": "What to remind about."}, "when": {"type": "string", "description": "When, ISO 8601 date-time."}}, ["text", "when"])
L45_SEND_EMAIL = tool('send_email', 'Send an email.', {"to": {"type": "string", "description": "Recipient email address."}, "subject": {"type": "string", "description": "Subject line."}, "body": {"type": "string", "description": "Email body."}}, ["to", "body"])
L45_SEND_SMS = tool('send_sms', 'Send a text message to a phone number.', {"phone": {"type": "string", "description": "Phone number."}, "message": {"type": "string", "description": "Message text."}}, ["phone", "message"])
L45_SEARCH_HOTELS = tool('search_hotels', 'Search hotels in a city.', {"city": {"type": "string", "description": "City."}, "check_in": {"type": "string", "description": "Check-in date, YYYY-MM-DD."}, "nights": {"type": "integer", "description": "Number of nights."}, "guests": {"type": "integer", "description": "Number of guests."}, "max_price": {"type": "number", "description": "Highest nightly price in USD."}}, ["city", "check_in", "nights"])
L45_RENT_CAR = tool('rent_car', 'Rent a car.', {"city": {"type": "string", "description": "Pickup city."}, "pickup_date": {"type": "string", "description": "YYYY-MM-DD."}, "days": {"type": "integer", "description": "Rental days."}, "car_class": {"type": "string", "description": "Car class.", "enum": ["economy", "compact", "suv", "luxury"]}}, ["city", "pickup_date", "days"])
L45_SEARCH_TRAINS = tool('search_trains', 'Find train connections.', {"origin": {"type": "string", "description": "Departure station."}, "destination": {"type": "string", "description": "Arrival station."}, "date": {"type": "string", "description": "YYYY-MM-DD."}, "class": {"type": "string", "description": "Travel class.", "enum": ["first", "second"]}}, ["origin", "destination", "date"])
L45_CREATE_TICKET = tool('create_ticket', 'Open a support ticket.', {"title": {"type": "string", "description": "Short summary."}, "priority": {"type": "string", "description": "Priority.", "enum": ["low", "medium", "high", "urgent"]}, "component": {"type": "string", "description": "Affected component."}}, ["title"])
L45_ASSIGN_TICKET = tool('assign_ticket', 'Assign a ticket to an agent.', {"ticket_id": {"type": "string", "description": "Ticket id, e.g. T-123."}, "agent": {"type": "string", "description": "Agent username."}}, ["ticket_id", "agent"])
L45_CLOSE_TICKET = tool('close_ticket', 'Close a support ticket.', {"ticket_id": {"type": "string", "description": "Ticket id, e.g. T-123."}, "resolution": {"type": "string", "description": "How it was resolved."}}, ["ticket_id"])
L45_RECORD_GRADE = tool('record_grade', "Record a student's grade for an assignment.", {"student": {"type": "string", "description": "Student name."}, "assignment": {"type": "string", "description": "Assignment name."}, "score": {"type": "number", "description": "Score out of 100."}}, ["student", "assignment", "score"])
L45_MARK_ATTENDANCE = tool('mark_attendance', 'Mark a student present or absent.', {"student": {"type": "string", "description": "Student name."}, "present": {"type": "boolean", "description": "Whether present."}}, ["student", "present"])
L45_LIST_STUDENTS = tool('list_students', 'List the students of a class.', {"class_name": {"type": "string", "description": "Class, e.g. '7B'."}}, ["class_name"])
L45_GET_HEADLINES = tool('get_headlines', 'Get the latest news headlines.', {"topic": {"type": "string", "description": "Topic, e.g. sports."}, "country": {"type": "string", "description": "Two-letter country code, e.g. us."}, "count": {"type": "integer", "description": "How many headlines."}}, [])
L45_WEB_SEARCH = tool('web_search', 'Search the web.', {"query": {"type": "string", "description": "Search query."}}, ["query"])
L45_ADD_NOTE = tool('add_note', 'Save a note.', {"title": {"type": "string", "description": "Note title."}, "content": {"type": "string", "description": "Note text."}}, ["content"])
L45_ADD_TODO = tool('add_todo', 'Add an item to the to-do list.', {"item": {"type": "string", "description": "The task."}, "due": {"type": "string", "description": "Due date, YYYY-MM-DD."}}, ["item"])
L45_CALCULATE = tool('calculate', 'Evaluate an arithmetic expression.', {"expression": {"type": "string", "description": "Expression, e.g. '2*(3+4)'."}}, ["expression"])
L45_GET_DIRECTIONS = tool('get_directions', 'Get directions between two places.', {"origin": {"type": "string", "description": "Start address or place."}, "destination": {"type": "string", "description": "End address or place."}, "mode": {"type": "string", "description": "Travel mode.", "enum": ["driving", "walking", "transit", "cycling"]}}, ["origin", "destination"])
L45_FIND_PLACES = tool('find_places', 'Find places of a kind near a location.', {"kind": {"type": "string", "description": "Kind of place, e.g. cafe."}, "near": {"type": "string", "description": "Location."}, "open_now": {"type": "boolean", "description": "Only places open now."}}, ["kind", "near"])
L45_CALCULATOR = tool('calculator', 'A calculator for math expressions.', {"expression": {"type": "string", "description": "The math expression to evaluate."}}, ["expression"])
LEAD45: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ('set the bedroom to 21 degrees', [L45_SET_THERMOSTAT, L45_SET_LIGHTS, L45_LOCK_DOOR], [('set_thermostat', {'room': 'bedroom', 'temperature': 21})]),
 ('turn off the kitchen lights', [L45_SET_THERMOSTAT, L45_SET_LIGHTS, L45_LOCK_DOOR], [('set_lights', {'room': 'kitchen', 'on': False})]),
 ('lock the back door', [L45_SET_THERMOSTAT, L45_SET_LIGHTS, L45_LOCK_DOOR], [('lock_door', {'door': 'back', 'locked': True})]),
 ('make it 19.5 in the living room', [L45_SET_THERMOSTAT, L45_SET_LIGHTS, L45_LOCK_DOOR], [('set_thermostat', {'room': 'living room', 'temperature': 19.5})]),
 ('I need time off from 2026-12-21 to 2026-12-31 for the holidays', [L45_REQUEST_TIME_OFF, L45_GET_PAYSLIP, L45_FIND_COLLEAGUE], [('request_time_off', {'start_date': '2026-12-21', 'end_date': '2026-12-31', 'reason': 'the holidays'})]),
 ('get my payslip for 2026-10', [L45_REQUEST_TIME_OFF, L45_GET_PAYSLIP, L45_FIND_COLLEAGUE], [('get_payslip', {'month': '2026-10'})]),
 ('who is Priya Natarajan?', [L45_REQUEST_TIME_OFF, L45_GET_PAYSLIP, L45_FIND_COLLEAGUE], [('find_colleague', {'name': 'Priya Natarajan'})]),
 ('find Tom in the directory', [L45_REQUEST_TIME_OFF, L45_GET_PAYSLIP, L45_FIND_COLLEAGUE], [('find_colleague', {'name': 'Tom'})]),
 ('how much is in my savings?', [L45_GET_ACCOUNT_BALANCE, L45_TRANSFER_MONEY, L45_LIST_TRANSACTIONS], [('get_account_balance', {'account': 'savings'})]),
 ('move $250 from checking to savings', [L45_GET_ACCOUNT_BALANCE, L45_TRANSFER_MONEY, L45_LIST_TRANSACTIONS], [('transfer_money', {'from_account': 'checking', 'to_account': 'savings', 'amount': 250})]),
 ('show the last 5 transactions on my credit card', [L45_GET_ACCOUNT_BALANCE, L45_TRANSFER_MONEY, L45_LIST_TRANSACTIONS], [('list_transactions', {'account': 'credit', 'limit': 5})]),
 ('deploy payments v2.1.0 to staging', [L45_DEPLOY_SERVICE, L45_ROLLBACK_SERVICE, L45_SCALE_SERVICE], [('deploy_service', {'service': 'payments', 'environment': 'staging', 'version': 'v2.1.0'})]),
 ('roll back search in production', [L45_DEPLOY_SERVICE, L45_ROLLBACK_SERVICE, L45_SCALE_SERVICE], [('rollback_service', {'service': 'search', 'environment': 'production'})]),
 ('scale the api service to 6 replicas', [L45_DEPLOY_SERVICE, L45_ROLLBACK_SERVICE, L45_SCALE_SERVICE], [('scale_service', {'service': 'api', 'replicas': 6})]),
 ('where is my order A-2231?', [L45_GET_ORDER_STATUS, L45_REFUND_ORDER, L45_CANCEL_ORDER], [('get_order_status', {'order_id': 'A-2231'})]),
 ('refund $15 on order B-77', [L45_GET_ORDER_STATUS, L45_REFUND_ORDER, L45_CANCEL_ORDER], [('refund_order', {'order_id': 'B-77', 'amount': 15})]),
 ('cancel order C-9001 please', [L45_GET_ORDER_STATUS, L45_REFUND_ORDER, L45_CANCEL_ORDER], [('cancel_order', {'order_id': 'C-9001'})]),
 ('vegan recipes with chickpeas under 30 minutes', [L45_FIND_RECIPES, L45_LOG_WORKOUT, L45_GET_STEP_COUNT], [('find_recipes', {'ingredient': 'chickpeas', 'diet': 'vegan', 'max_minutes': 30})]),
 ('log a 45 minute run of 8.2 km', [L45_FIND_RECIPES, L45_LOG_WORKOUT, L45_GET_STEP_COUNT], [('log_workout', {'activity': 'run', 'minutes': 45, 'distance_km': 8.2})]),
 ('how many steps did I walk today?', [L45_FIND_RECIPES, L45_LOG_WORKOUT, L45_GET_STEP_COUNT], [('get_step_count', {})]),
 ('play Abbey Road on shuffle', [L45_PLAY_MUSIC, L45_SET_VOLUME, L45_DEFINE_WORD], [('play_music', {'query': 'Abbey Road', 'shuffle': True})]),
 ('turn the volume up to 70', [L45_PLAY_MUSIC, L45_SET_VOLUME, L45_DEFINE_WORD], [('set_volume', {'level': 70})]),
 ("what does 'ephemeral' mean?", [L45_PLAY_MUSIC, L45_SET_VOLUME, L45_DEFINE_WORD], [('define_word', {'word': 'ephemeral'})]),
 ("open an issue on acme/widgets titled 'Crash on startup'", [L45_CREATE_ISSUE, L45_LIST_PULL_REQUESTS, L45_RUN_QUERY], [('create_issue', {'repo': 'acme/widgets', 'title': 'Crash on startup'})]),
 ('list open PRs in acme/widgets by jdoe', [L45_CREATE_ISSUE, L45_LIST_PULL_REQUESTS, L45_RUN_QUERY], [('list_pull_requests', {'repo': 'acme/widgets', 'author': 'jdoe'})]),
 ('run SELECT count(*) FROM users', [L45_CREATE_ISSUE, L45_LIST_PULL_REQUESTS, L45_RUN_QUERY], [('run_query', {'sql': 'SELECT count(*) FROM users'})]),
 ('convert 10 km to miles', [L45_CONVERT_UNITS, L45_DEFINE_WORD, L45_RUN_QUERY], [('convert_units', {'value': 10, 'from_unit': 'km', 'to_unit': 'mi'})]),
 ('how many pounds is 3 kg?', [L45_CONVERT_UNITS, L45_DEFINE_WORD, L45_RUN_QUERY], [('convert_units', {'value': 3, 'from_unit': 'kg', 'to_unit': 'lb'})]),
 ("what's the weather in Paris?", [L45_SET_THERMOSTAT, L45_SET_LIGHTS, L45_LOCK_DOOR], []),
 ('transfer $100 to my mom', [L45_GET_ACCOUNT_BALANCE, L45_TRANSFER_MONEY, L45_LIST_TRANSACTIONS], []),
 ('book a flight to Rome', [L45_DEPLOY_SERVICE, L45_ROLLBACK_SERVICE, L45_SCALE_SERVICE], []),
 ('find books by Ursula Le Guin about dragons', [L45_SEARCH_BOOKS, L45_LIST_COMMITS, L45_INSTALL_PACKAGE], [('search_books', {'query': 'dragons', 'author': 'Ursula Le Guin'})]),
 ('show the last 10 commits by alice in acme/api', [L45_SEARCH_BOOKS, L45_LIST_COMMITS, L45_INSTALL_PACKAGE], [('list_commits', {'repo': 'acme/api', 'author': 'alice', 'limit': 10})]),
 ('commits in acme/api sorted by date', [L45_SEARCH_BOOKS, L45_LIST_COMMITS, L45_INSTALL_PACKAGE], [('list_commits', {'repo': 'acme/api'})]),
 ('spin up a t3.large called builder in us-west-2', [L45_CREATE_VM, L45_CREATE_BUCKET, L45_INSTALL_PACKAGE], [('create_vm', {'name': 'builder', 'instance_type': 't3.large', 'region': 'us-west-2'})]),
 ('create a bucket named logs-archive in eu-central-1', [L45_CREATE_VM, L45_CREATE_BUCKET, L45_INSTALL_PACKAGE], [('create_bucket', {'name': 'logs-archive', 'region': 'eu-central-1'})]),
 ('install requests 2.32.3', [L45_CREATE_VM, L45_CREATE_BUCKET, L45_INSTALL_PACKAGE], [('install_package', {'package': 'requests', 'version': '2.32.3'})]),
 ('install numpy', [L45_CREATE_VM, L45_CREATE_BUCKET, L45_INSTALL_PACKAGE], [('install_package', {'package': 'numpy'})]),
 ("where's my parcel 1Z999AA10123456799?", [L45_TRACK_SHIPMENT, L45_FLIGHT_STATUS, L45_GET_ORDER_STATUS], [('track_shipment', {'tracking_number': '1Z999AA10123456799'})]),
 ('is LH401 on time?', [L45_TRACK_SHIPMENT, L45_FLIGHT_STATUS, L45_GET_ORDER_STATUS], [('flight_status', {'flight': 'LH401'})]),
 ('status of flight UA 90 on 2026-12-02', [L45_TRACK_SHIPMENT, L45_FLIGHT_STATUS, L45_GET_ORDER_STATUS], [('flight_status', {'flight': 'UA90', 'date': '2026-12-02'})]),
 ('deploy checkout to production', [L45_DEPLOY_SERVICE, L45_ROLLBACK_SERVICE, L45_SCALE_SERVICE], [('deploy_service', {'service': 'checkout', 'environment': 'production'})]),
 ('ship v3.0.0 of the billing service to prod', [L45_DEPLOY_SERVICE, L45_ROLLBACK_SERVICE, L45_SCALE_SERVICE], [('deploy_service', {'service': 'billing', 'environment': 'production', 'version': 'v3.0.0'})]),
 ("schedule 'Design review' on 2026-12-03 at 14:00 for 45 minutes", [L45_CREATE_EVENT, L45_FIND_FREE_SLOT, L45_INVITE_ATTENDEE], [('create_event', {'title': 'Design review', 'date': '2026-12-03', 'time': '14:00', 'duration_minutes': 45})]),
 ('when am I free on 2026-12-04 for an hour?', [L45_CREATE_EVENT, L45_FIND_FREE_SLOT, L45_INVITE_ATTENDEE], [('find_free_slot', {'date': '2026-12-04', 'minutes': 60})]),
 ('invite bob@example.com to event ev-553', [L45_CREATE_EVENT, L45_FIND_FREE_SLOT, L45_INVITE_ATTENDEE], [('invite_attendee', {'event_id': 'ev-553', 'email': 'bob@example.com'})]),
 ("post 'build is green' in #ci", [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], [('post_message', {'channel': '#ci', 'text': 'build is green'})]),
 ('tell @maria the meeting moved to 3pm', [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], [('send_direct_message', {'user': '@maria', 'text': 'the meeting moved to 3pm'})]),
 ("set my status to 'on vacation' with :palm_tree:", [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], [('set_status', {'text': 'on vacation', 'emoji': ':palm_tree:'})]),
 ("say 'good morning' in Japanese", [L45_TRANSLATE, L45_SUMMARIZE_URL, L45_GET_FORECAST], [('translate', {'text': 'good morning', 'target_language': 'Japanese'})]),
 ('summarize https://example.com/post in 50 words', [L45_TRANSLATE, L45_SUMMARIZE_URL, L45_GET_FORECAST], [('summarize_url', {'url': 'https://example.com/post', 'max_words': 50})]),
 ('will it rain in Seattle this week?', [L45_TRANSLATE, L45_SUMMARIZE_URL, L45_GET_FORECAST], [('get_forecast', {'city': 'Seattle', 'days': 7})]),
 ('3 day forecast for Lyon', [L45_TRANSLATE, L45_SUMMARIZE_URL, L45_GET_FORECAST], [('get_forecast', {'city': 'Lyon', 'days': 3})]),
 ('how is NVDA doing?', [L45_GET_STOCK_PRICE, L45_CONVERT_CURRENCY, L45_GET_FORECAST], [('get_stock_price', {'ticker': 'NVDA'})]),
 ("what's Microsoft trading at?", [L45_GET_STOCK_PRICE, L45_CONVERT_CURRENCY, L45_GET_FORECAST], [('get_stock_price', {'ticker': 'MSFT'})]),
 ('200 euros in dollars', [L45_GET_STOCK_PRICE, L45_CONVERT_CURRENCY, L45_GET_FORECAST], [('convert_currency', {'amount': 200, 'from_currency': 'EUR', 'to_currency': 'USD'})]),
 ('timer for 8 minutes for the eggs', [L45_SET_TIMER, L45_SET_ALARM, L45_CREATE_REMINDER], [('set_timer', {'minutes': 8, 'label': 'the eggs'})]),
 ('wake me up at 6:45', [L45_SET_TIMER, L45_SET_ALARM, L45_CREATE_REMINDER], [('set_alarm', {'time': '06:45'})]),
 ('remind me to call the dentist on 2026-12-01 at 9am', [L45_SET_TIMER, L45_SET_ALARM, L45_CREATE_REMINDER], [('create_reminder', {'text': 'call the dentist', 'when': '2026-12-01T09:00:00'})]),
 ('set an alarm for 7am called gym', [L45_SET_TIMER, L45_SET_ALARM, L45_CREATE_REMINDER], [('set_alarm', {'time': '07:00', 'label': 'gym'})]),
 ("what's 15% of 80?", [L45_SET_TIMER, L45_SET_ALARM, L45_CREATE_REMINDER], []),
 ('tell me a joke', [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], []),
 ("what's the capital of Peru?", [L45_TRANSLATE, L45_SUMMARIZE_URL, L45_GET_FORECAST], []),
 ('tell @maria that the meeting moved to 3pm', [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], [('send_direct_message', {'user': '@maria', 'text': 'the meeting moved to 3pm'})]),
 ('DM @sam: standup is cancelled', [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], [('send_direct_message', {'user': '@sam', 'text': 'standup is cancelled'})]),
 ('let @li know the deploy finished', [L45_POST_MESSAGE, L45_SEND_DIRECT_MESSAGE, L45_SET_STATUS], [('send_direct_message', {'user': '@li', 'text': 'the deploy finished'})]),
 ("text +1 555 0100 saying I'm running late", [L45_SEND_EMAIL, L45_SEND_SMS, L45_POST_MESSAGE], [('send_sms', {'phone': '+1 555 0100', 'message': "I'm running late"})]),
 ('email ana@corp.com that the report is ready', [L45_SEND_EMAIL, L45_SEND_SMS, L45_POST_MESSAGE], [('send_email', {'to': 'ana@corp.com', 'body': 'the report is ready'})]),
 ('tell ana@corp.com the invoice is attached', [L45_SEND_EMAIL, L45_SEND_SMS, L45_POST_MESSAGE], [('send_email', {'to': 'ana@corp.com', 'body': 'the invoice is attached'})]),
 ('hotels in Porto from 2026-12-10 for 3 nights, 2 guests, under $150', [L45_SEARCH_HOTELS, L45_RENT_CAR, L45_SEARCH_TRAINS], [('search_hotels', {'city': 'Porto', 'check_in': '2026-12-10', 'nights': 3, 'guests': 2, 'max_price': 150})]),
 ('rent an SUV in Denver on 2026-12-20 for 5 days', [L45_SEARCH_HOTELS, L45_RENT_CAR, L45_SEARCH_TRAINS], [('rent_car', {'city': 'Denver', 'pickup_date': '2026-12-20', 'days': 5, 'car_class': 'suv'})]),
 ('first class trains from Paris to Lyon on 2026-12-05', [L45_SEARCH_HOTELS, L45_RENT_CAR, L45_SEARCH_TRAINS], [('search_trains', {'origin': 'Paris', 'destination': 'Lyon', 'date': '2026-12-05', 'class': 'first'})]),
 ('open an urgent ticket: checkout page returns 500', [L45_CREATE_TICKET, L45_ASSIGN_TICKET, L45_CLOSE_TICKET], [('create_ticket', {'title': 'checkout page returns 500', 'priority': 'urgent'})]),
 ('assign T-881 to kpatel', [L45_CREATE_TICKET, L45_ASSIGN_TICKET, L45_CLOSE_TICKET], [('assign_ticket', {'ticket_id': 'T-881', 'agent': 'kpatel'})]),
 ('close T-77, fixed by restarting the worker', [L45_CREATE_TICKET, L45_ASSIGN_TICKET, L45_CLOSE_TICKET], [('close_ticket', {'ticket_id': 'T-77', 'resolution': 'fixed by restarting the worker'})]),
 ('give Maya Chen 92 on the essay', [L45_RECORD_GRADE, L45_MARK_ATTENDANCE, L45_LIST_STUDENTS], [('record_grade', {'student': 'Maya Chen', 'assignment': 'essay', 'score': 92})]),
 ('mark Leo absent', [L45_RECORD_GRADE, L45_MARK_ATTENDANCE, L45_LIST_STUDENTS], [('mark_attendance', {'student': 'Leo', 'present': False})]),
 ('who is in class 9A?', [L45_RECORD_GRADE, L45_MARK_ATTENDANCE, L45_LIST_STUDENTS], [('list_students', {'class_name': '9A'})]),
 ('Omar was here today', [L45_RECORD_GRADE, L45_MARK_ATTENDANCE, L45_LIST_STUDENTS], [('mark_attendance', {'student': 'Omar', 'present': True})]),
 ('book me a hotel', [L45_RECORD_GRADE, L45_MARK_ATTENDANCE, L45_LIST_STUDENTS], []),
 ('what grade did Maya get?', [L45_RECORD_GRADE, L45_MARK_ATTENDANCE, L45_LIST_STUDENTS], []),
 ('top 5 tech headlines in the UK', [L45_GET_HEADLINES, L45_WEB_SEARCH, L45_ADD_NOTE], [('get_headlines', {'topic': 'tech', 'country': 'gb', 'count': 5})]),
 ("what's new in sports?", [L45_GET_HEADLINES, L45_WEB_SEARCH, L45_ADD_NOTE], [('get_headlines', {'topic': 'sports'})]),
 ('search for the best hiking boots 2026', [L45_GET_HEADLINES, L45_WEB_SEARCH, L45_ADD_NOTE], [('web_search', {'query': 'best hiking boots 2026'})]),
 ('google how to descale a kettle', [L45_GET_HEADLINES, L45_WEB_SEARCH, L45_ADD_NOTE], [('web_search', {'query': 'how to descale a kettle'})]),
 ('note: the wifi password is on the fridge', [L45_GET_HEADLINES, L45_WEB_SEARCH, L45_ADD_NOTE], [('add_note', {'content': 'the wifi password is on the fridge'})]),
 ("add 'renew passport' to my todo list, due 2027-01-15", [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], [('add_todo', {'item': 'renew passport', 'due': '2027-01-15'})]),
 ('I need to buy a birthday card', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], [('add_todo', {'item': 'buy a birthday card'})]),
 ("what's (17 + 4) * 3?", [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], [('calculate', {'expression': '(17 + 4) * 3'})]),
 ('calculate 2^10', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], [('calculate', {'expression': '2^10'})]),
 ('how do I get from Central Station to the Rijksmuseum by tram?', [L45_GET_DIRECTIONS, L45_FIND_PLACES, L45_WEB_SEARCH], [('get_directions', {'origin': 'Central Station', 'destination': 'Rijksmuseum', 'mode': 'transit'})]),
 ('drive me from Oakland to Palo Alto', [L45_GET_DIRECTIONS, L45_FIND_PLACES, L45_WEB_SEARCH], [('get_directions', {'origin': 'Oakland', 'destination': 'Palo Alto', 'mode': 'driving'})]),
 ('any cafes open now near Union Square?', [L45_GET_DIRECTIONS, L45_FIND_PLACES, L45_WEB_SEARCH], [('find_places', {'kind': 'cafe', 'near': 'Union Square', 'open_now': True})]),
 ('pharmacies near 5th Avenue', [L45_GET_DIRECTIONS, L45_FIND_PLACES, L45_WEB_SEARCH], [('find_places', {'kind': 'pharmacy', 'near': '5th Avenue'})]),
 ("what's the weather in Oslo and the news in Norway?", [L45_GET_HEADLINES, L45_GET_FORECAST, L45_WEB_SEARCH], [('get_forecast', {'city': 'Oslo'}), ('get_headlines', {'country': 'no'})]),
 ('convert 100 USD to EUR and 50 GBP to JPY', [L45_CONVERT_CURRENCY, L45_GET_STOCK_PRICE, L45_WEB_SEARCH], [('convert_currency', {'amount': 100, 'from_currency': 'USD', 'to_currency': 'EUR'}), ('convert_currency', {'amount': 50, 'from_currency': 'GBP', 'to_currency': 'JPY'})]),
 ('write me a haiku about autumn', [L45_GET_HEADLINES, L45_ADD_NOTE, L45_CALCULATE], []),
 ("what's the meaning of life?", [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], []),
 ('what is 17 + 4?', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], [('calculate', {'expression': '17 + 4'})]),
 ('What is 1234 plus 5678?', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATE], [('calculate', {'expression': '1234 + 5678'})]),
 ('compute 3.5 * 12', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATOR], [('calculator', {'expression': '3.5 * 12'})]),
 ('how much is 15% of 240?', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATOR], [('calculator', {'expression': '15% of 240'})]),
 ("what's 2 to the power of 16", [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATOR], [('calculator', {'expression': '2^16'})]),
 ('sqrt(144)?', [L45_ADD_TODO, L45_ADD_NOTE, L45_CALCULATOR], [('calculator', {'expression': 'sqrt(144)'})]),
]


U45_POST = tool("post_message", "Post a message to a chat channel.",
  {"channel": {"type": "string", "description": "The channel to post in, e.g. #general."},
   "text": {"type": "string", "description": "The message text."}}, ["channel", "text"])
U45_DM = tool("send_email", "Send an email to a recipient.",
  {"to": {"type": "string", "description": "Recipient email address."},
   "body": {"type": "string", "description": "The email body."}}, ["to", "body"])
U45_DIRECTIONS = tool("get_directions", "Get route directions between two places.",
  {"origin": {"type": "string", "description": "Starting point."},
   "destination": {"type": "string", "description": "Where to go."},
   "mode": {"type": "string", "enum": ["driving", "walking", "cycling", "transit"], "description": "Travel mode.", "default": "driving"}}, ["origin", "destination"])
U45_TRAFFIC = tool("get_traffic", "Get current traffic conditions in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
U45_VISA = tool("check_visa_requirements", "Check whether a traveller needs a visa to enter a country.",
  {"passport_country": {"type": "string", "description": "Country that issued the traveller's passport."},
   "destination": {"type": "string", "description": "Country to visit."}}, ["passport_country", "destination"])
U45_EXCHANGE = tool("get_exchange_rate", "Get the exchange rate between two currencies.",
  {"base": {"type": "string", "description": "Base currency code, e.g. USD."},
   "target": {"type": "string", "description": "Target currency code, e.g. EUR."}}, ["base", "target"])
U45_PODS = tool("list_pods", "List the pods running in the cluster.",
  {"namespace": {"type": "string", "description": "Kubernetes namespace to list pods in.", "default": "default"},
   "label_selector": {"type": "string", "description": "Only pods matching this label selector."}}, [])
U45_RESTART = tool("restart_deployment", "Restart a deployment.",
  {"name": {"type": "string", "description": "Deployment name."},
   "namespace": {"type": "string", "description": "Kubernetes namespace of the deployment.", "default": "default"}}, ["name"])
U45_LOGS = tool("search_logs", "Search application logs.",
  {"service": {"type": "string", "description": "Name of the service whose logs to search."},
   "level": {"type": "string", "enum": ["debug", "info", "warn", "error"], "description": "Minimum log level."},
   "query": {"type": "string", "description": "Text to look for."}}, ["service"])
U45_LEVEL = tool("set_log_level", "Change the log level of a service.",
  {"service": {"type": "string", "description": "The service name."},
   "level": {"type": "string", "enum": ["debug", "info", "warn", "error"], "description": "New log level."}}, ["service", "level"])
U45_METRICS = tool("get_metrics", "Get CPU and memory metrics of a service.",
  {"service": {"type": "string", "description": "The service name."}}, ["service"])
U45_FLIGHT = tool("track_flight", "Track the live status of a flight.",
  {"flight_number": {"type": "string", "description": "Flight number, e.g. LH400."}}, ["flight_number"])
U45_PACKAGE = tool("track_package", "Track a parcel shipment.",
  {"tracking_number": {"type": "string", "description": "The carrier tracking number."}}, ["tracking_number"])
U45_STOCK = tool("get_stock_price", "Get the latest price of a stock by its ticker symbol.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. MSFT."},
   "currency": {"type": "string", "description": "Currency to quote the price in.", "default": "USD"}}, ["symbol"])
U45_CRYPTO = tool("get_crypto_price", "Get the price of a cryptocurrency.",
  {"coin": {"type": "string", "description": "Coin symbol, e.g. BTC."},
   "currency": {"type": "string", "description": "Fiat currency to quote in.", "default": "USD"}}, ["coin"])
U45_TICKET = tool("update_ticket", "Update a ticket's status.",
  {"id": {"type": "string", "description": "Ticket id."},
   "status": {"type": "string", "enum": ["todo", "in_progress", "done"], "description": "New status."}}, ["id", "status"])
U45_COMMENT = tool("add_comment", "Add a comment to a ticket.",
  {"id": {"type": "string", "description": "Ticket id."},
   "text": {"type": "string", "description": "The comment."}}, ["id", "text"])
U45_EATS = tool("search_restaurants", "Search restaurants in a city.",
  {"city": {"type": "string", "description": "City to search in."},
   "price": {"type": "string", "enum": ["$", "$$", "$$$"], "description": "Price range."},
   "cuisine": {"type": "string", "description": "Kind of food."}}, ["city"])
U45_HOTELS = tool("search_hotels", "Search hotels in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
U45_SHOP = tool("search_products", "Search the clothing catalogue.",
  {"query": {"type": "string", "description": "What to look for, e.g. jeans."},
   "color": {"type": "string", "description": "Color of the item."},
   "size": {"type": "string", "enum": ["S", "M", "L"], "description": "Clothing size."}}, ["query"])
U45_RETURN = tool("start_return", "Start a return for an order.",
  {"order_id": {"type": "string", "description": "The order number."}}, ["order_id"])
U45_SYNONYMS = tool("find_synonyms", "Find synonyms of a word.",
  {"word": {"type": "string", "description": "The word."}}, ["word"])
U45_DEFINE = tool("define", "Get the definition of a word.",
  {"word": {"type": "string", "description": "The word."}}, ["word"])
U45_TIMER = tool("set_timer", "Start a countdown timer.",
  {"minutes": {"type": "integer", "description": "Length in minutes."},
   "label": {"type": "string", "description": "A name for the timer."}}, ["minutes"])
U45_ALARM = tool("set_alarm", "Set an alarm for a time of day.",
  {"time": {"type": "string", "description": "Time, HH:MM."}}, ["time"])
USERS45: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("post 'v2.3 is live' to #deploys", [U45_POST, U45_DM, U45_TIMER], [("post_message", {"channel": "#deploys", "text": "v2.3 is live"})]),
 ("Post 'lunch is here' in #general", [U45_POST, U45_DM], [("post_message", {"channel": "#general", "text": "lunch is here"})]),
 ("how do I walk from the office to Union Station?", [U45_DIRECTIONS, U45_TRAFFIC, U45_TIMER], [("get_directions", {"origin": "the office", "destination": "Union Station", "mode": "walking"})]),
 ("How do I cycle from Kings Cross to Camden?", [U45_DIRECTIONS, U45_TRAFFIC], [("get_directions", {"origin": "Kings Cross", "destination": "Camden", "mode": "cycling"})]),
 ("I'm Canadian, do I need a visa for Japan?", [U45_VISA, U45_EXCHANGE, U45_FLIGHT], [("check_visa_requirements", {"passport_country": "Canada", "destination": "Japan"})]),
 ("Do Germans need a visa for Brazil?", [U45_VISA, U45_EXCHANGE], [("check_visa_requirements", {"passport_country": "Germany", "destination": "Brazil"})]),
 ("list the pods in prod", [U45_PODS, U45_RESTART, U45_METRICS], [("list_pods", {"namespace": "prod"})]),
 ("restart the api deployment in staging", [U45_RESTART, U45_PODS], [("restart_deployment", {"name": "api", "namespace": "staging"})]),
 ("show errors in checkout logs", [U45_LOGS, U45_LEVEL, U45_METRICS], [("search_logs", {"service": "checkout", "level": "error"})]),
 ("search the payments logs for 'timeout'", [U45_LOGS, U45_LEVEL], [("search_logs", {"service": "payments", "query": "timeout"})]),
 ("set auth logs to warn", [U45_LEVEL, U45_LOGS, U45_METRICS], [("set_log_level", {"service": "auth", "level": "warn"})]),
 ("turn on debug logging for billing", [U45_LEVEL, U45_LOGS, U45_METRICS], [("set_log_level", {"service": "billing", "level": "debug"})]),
 ("track flights BA1, BA2", [U45_FLIGHT, U45_PACKAGE], [("track_flight", {"flight_number": "BA1"}), ("track_flight", {"flight_number": "BA2"})]),
 ("where is flight LH400 now?", [U45_FLIGHT, U45_PACKAGE, U45_ALARM], [("track_flight", {"flight_number": "LH400"})]),
 ("price of AAPL in USD", [U45_STOCK, U45_CRYPTO], [("get_stock_price", {"symbol": "AAPL", "currency": "USD"})]),
 ("what's BTC trading at in EUR?", [U45_CRYPTO, U45_STOCK], [("get_crypto_price", {"coin": "BTC", "currency": "EUR"})]),
 ("mark T-12 as in progress", [U45_TICKET, U45_COMMENT], [("update_ticket", {"id": "T-12", "status": "in_progress"})]),
 ("mark T-40 done", [U45_TICKET, U45_COMMENT], [("update_ticket", {"id": "T-40", "status": "done"})]),
 ("find cheap eats in Austin", [U45_EATS, U45_HOTELS], [("search_restaurants", {"city": "Austin", "price": "$"})]),
 ("fancy sushi places in Seattle", [U45_EATS, U45_HOTELS], [("search_restaurants", {"city": "Seattle", "price": "$$$", "cuisine": "sushi"})]),
 ("blue shirts in medium", [U45_SHOP, U45_RETURN], [("search_products", {"query": "shirts", "color": "blue", "size": "M"})]),
 ("black jeans, size large", [U45_SHOP, U45_RETURN], [("search_products", {"query": "jeans", "color": "black", "size": "L"})]),
 ("other words for happy", [U45_SYNONYMS, U45_DEFINE], [("find_synonyms", {"word": "happy"})]),
 ("what's another word for big?", [U45_SYNONYMS, U45_DEFINE], [("find_synonyms", {"word": "big"})]),
 ("set a 12 minute timer for pasta", [U45_TIMER, U45_ALARM], [("set_timer", {"minutes": 12, "label": "pasta"})]),
 ("start a 5 minute timer for the eggs", [U45_TIMER, U45_ALARM], [("set_timer", {"minutes": 5, "label": "eggs"})]),
]
USERS45_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what is a deploy channel for?", [U45_POST, U45_DM], []),
 ("is walking better exercise than cycling?", [U45_DIRECTIONS, U45_TRAFFIC], []),
 ("why do some countries require visas?", [U45_VISA, U45_EXCHANGE], []),
 ("what is a Kubernetes namespace?", [U45_PODS, U45_RESTART], []),
 ("how should I choose a log level?", [U45_LEVEL, U45_LOGS], []),
 ("why are flights delayed so often?", [U45_FLIGHT, U45_PACKAGE], []),
 ("is Bitcoin a good investment?", [U45_CRYPTO, U45_STOCK], []),
 ("what does in progress mean on a kanban board?", [U45_TICKET, U45_COMMENT], []),
 ("how do I cook pasta al dente?", [U45_TIMER, U45_ALARM], []),
 ("what's the origin of the word happy?", [U45_SYNONYMS, U45_DEFINE], []),
 ("how do I know my shirt size?", [U45_SHOP, U45_RETURN], []),
]


V45_SPEAKER = tool("set_speaker_volume", "Set how loud a room speaker plays.",
  {"room": {"type": "string", "description": "The room the speaker is in."},
   "level": {"type": "integer", "description": "The loudness, from 0 (silent) to 100 (loudest)."}}, ["room", "level"])
V45_LAMP = tool("set_lamp", "Change the brightness of a smart lamp.",
  {"lamp": {"type": "string", "description": "The lamp's name."},
   "brightness": {"type": "integer", "description": "Brightness between 1 and 10, where 10 is the brightest."}}, ["lamp", "brightness"])
V45_FAN = tool("set_fan", "Set a ceiling fan's speed.",
  {"fan": {"type": "string", "description": "Which fan."},
   "speed": {"type": "integer", "description": "The speed level, ranging from 1 (gentle) to 5 (strongest).", "default": 3}}, ["fan"])
V45_CAFES = tool("find_cafes", "Find cafes in a city.",
  {"city": {"type": "string", "description": "The city."},
   "closes_after": {"type": "integer", "description": "The latest closing hour wanted, in 24-hour format. Default is 18."}}, ["city"])
V45_POOLS = tool("find_pools", "Find public swimming pools in a town.",
  {"town": {"type": "string", "description": "The town."},
   "open_until": {"type": "integer", "description": "Hour the pool should stay open until. This is in 24 hour format."}}, ["town"])
V45_TOPICS = tool("weigh_topic", "List the points for and against a topic.",
  {"topic": {"type": "string", "description": "The topic."},
   "sides": {"type": "array", "items": {"type": "string", "enum": ["risks", "benefits", "costs"]}, "description": "Which kinds of points to list, default is ['benefits']."}}, ["topic"])
V45_SOLAR = tool("estimate_solar_output", "Estimate the energy a solar site produces.",
  {"site": {"type": "string", "description": "The name of the solar site."},
   "month": {"type": "string", "description": "The month to estimate for. Default to January"}}, ["site"])
V45_RAIN = tool("average_rainfall", "Average rainfall of a city.",
  {"city": {"type": "string", "description": "The city."},
   "month": {"type": "string", "description": "Which month of the year."}}, ["city", "month"])
V45_TUTORS = tool("find_tutors", "Find tutors free in a time window.",
  {"subject": {"type": "string", "description": "The subject taught."},
   "start_time": {"type": "string", "description": "The start of the window in the format 'YYYY-MM-DD HH:mm:ss'."}}, ["subject"])
V45_NOTES = tool("save_note", "Save a short note.",
  {"text": {"type": "string", "description": "The note."}}, ["text"])
VALUES45: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Turn the kitchen speaker up to full volume", [V45_SPEAKER, V45_NOTES], [("set_speaker_volume", {"room": "kitchen", "level": 100})]),
 ("Set the bedroom speaker to max volume", [V45_SPEAKER, V45_LAMP], [("set_speaker_volume", {"room": "bedroom", "level": 100})]),
 ("Put the desk lamp at maximum brightness", [V45_LAMP, V45_SPEAKER], [("set_lamp", {"lamp": "desk", "brightness": 10})]),
 ("Dim the hall lamp to the lowest brightness", [V45_LAMP, V45_NOTES], [("set_lamp", {"lamp": "hall", "brightness": 1})]),
 ("Run the porch fan at full speed", [V45_FAN, V45_LAMP], [("set_fan", {"fan": "porch", "speed": 5})]),
 ("Find cafes in Oslo that stay open until 9 PM", [V45_CAFES, V45_POOLS], [("find_cafes", {"city": "Oslo", "closes_after": 21})]),
 ("Cafes in Lima open until at least 10 pm", [V45_CAFES, V45_NOTES], [("find_cafes", {"city": "Lima", "closes_after": 22})]),
 ("Which pools in Ghent are open until 8 PM?", [V45_POOLS, V45_CAFES], [("find_pools", {"town": "Ghent", "open_until": 20})]),
 ("Give me the risk and benefit points of remote work", [V45_TOPICS, V45_NOTES], [("weigh_topic", {"topic": "remote work", "sides": ["risks", "benefits"]})]),
 ("List the cost and risk points of nuclear power", [V45_TOPICS, V45_SOLAR], [("weigh_topic", {"topic": "nuclear power", "sides": ["costs", "risks"]})]),
 ("Estimate the output of the Aurora solar site in March", [V45_SOLAR, V45_RAIN], [("estimate_solar_output", {"site": "Aurora", "month": "March"})]),
 ("How much energy will the Sunfield site make in October?", [V45_SOLAR, V45_NOTES], [("estimate_solar_output", {"site": "Sunfield", "month": "October"})]),
 ("What is the average rainfall in Lima in August?", [V45_RAIN, V45_SOLAR], [("average_rainfall", {"city": "Lima", "month": "August"})]),
 ("Find a chemistry tutor free on 2026-05-04", [V45_TUTORS, V45_NOTES], [("find_tutors", {"subject": "chemistry", "start_time": "2026-05-04 00:00:00"})]),
 ("Any piano tutors available from 2026-09-12?", [V45_TUTORS, V45_CAFES], [("find_tutors", {"subject": "piano", "start_time": "2026-09-12 00:00:00"})]),
]


D45_THERAPIST = tool("find_therapist", "Find a mental health professional in a city.",
  {"city": {"type": "string", "description": "The city, e.g. Boston."},
   "kind": {"type": "string", "enum": ["Psychologist", "Psychiatrist", "Family Counselor"], "description": "Kind of professional."}}, ["city", "kind"])
D45_WEATHER = tool("get_weather", "Get the current weather in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
D45_AUDIT = tool("get_audit_logs", "Return the audit logs of the account, page by page.",
  {"page_size": {"type": "integer", "description": "How many entries a page holds."},
   "offset": {"type": "integer", "description": "Index of the first entry.", "default": 0}}, ["page_size"])
D45_USERS = tool("list_users", "List the users of the account.",
  {"limit": {"type": "integer", "description": "How many users to return."}}, [])
D45_RELEASE = tool("get_release_by_name_and_version", "Get a release of a package by its name and version.",
  {"name": {"type": "string", "description": "The package name."},
   "version": {"type": "string", "description": "The version string, e.g. 1.2.0."}}, ["name", "version"])
D45_PACKAGES = tool("list_packages", "List all packages in the registry.", {}, [])
D45_RESERVE = tool("reserve_hotel", "Reserve rooms at a hotel for a stay.",
  {"location": {"type": "string", "description": "The city of the hotel."},
   "check_in_date": {"type": "string", "description": "Check-in date, YYYY-MM-DD."},
   "stay_length": {"type": "integer", "description": "Number of nights."}}, ["location", "check_in_date", "stay_length"])
D45_FLIGHT = tool("search_flights", "Search one-way flights between two cities.",
  {"origin": {"type": "string", "description": "Departure city."},
   "destination": {"type": "string", "description": "Arrival city."}}, ["origin", "destination"])
D45_PAY = tool("make_payment", "Send money to a contact from a payment source.",
  {"source": {"type": "string", "enum": ["app balance", "debit card", "credit card"], "description": "Where the money comes from."},
   "amount": {"type": "number", "description": "Amount in dollars."},
   "receiver": {"type": "string", "description": "Name of the contact."}}, ["source", "amount", "receiver"])
D45_REQUEST = tool("request_payment", "Ask a contact to pay you an amount.",
  {"amount": {"type": "number", "description": "Amount in dollars."},
   "receiver": {"type": "string", "description": "Name of the contact."}}, ["amount", "receiver"])
D45_SIGHTS = tool("find_attractions", "Find attractions to visit in a city.",
  {"city": {"type": "string", "description": "The city."},
   "category": {"type": "string", "enum": ["Museum", "Theme Park", "Park", "Zoo"], "description": "Kind of attraction."}}, ["city"])
D45_CONTACT = tool("get_contact_details", "Get the phone number and email address of a person.",
  {"name": {"type": "string", "description": "Full name of the person."}}, ["name"])
D45_CARS = tool("get_cars_available", "Find rental cars available in a city.",
  {"city": {"type": "string", "description": "The city."},
   "car_type": {"type": "string", "enum": ["Hatchback", "Sedan", "SUV"], "description": "Kind of car."}}, ["city"])
D45_FILMS = tool("find_films", "Find films to stream by genre and cast.",
  {"genre": {"type": "string", "enum": ["Comedy", "Drama", "Horror"], "description": "The genre."},
   "starring": {"type": "string", "description": "An actor in the film."}}, ["genre"])
D45_PLAYFILM = tool("play_film", "Stream a film by its title.",
  {"title": {"type": "string", "description": "Title of the film."}}, ["title"])
D45_HOSTS = tool("get_hosts_per_month", "Get the number of hosts counted in a month.",
  {"month": {"type": "integer", "description": "Month, 1-12."},
   "year": {"type": "integer", "description": "Year, e.g. 2023."}}, ["month", "year"])
D45_STATE = tool("get_monitoring_state", "Get the monitoring state of a resource type.",
  {"resource_type": {"type": "string", "enum": ["host", "service"], "description": "Kind of resource."}}, ["resource_type"])
D45_SORT = tool("sort_numbers", "Sort a list of numbers in ascending order.",
  {"numbers": {"type": "array", "items": {"type": "number"}, "description": "The numbers to sort."}}, ["numbers"])
D45_SUM = tool("sum_numbers", "Add up a list of numbers.",
  {"numbers": {"type": "array", "items": {"type": "number"}, "description": "The numbers to add."}}, ["numbers"])
DECLINED45: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Can you find me a psychiatrist in Fresno?", [D45_THERAPIST, D45_WEATHER], [("find_therapist", {"city": "Fresno", "kind": "Psychiatrist"})]),
 ("Hello, could you get me a good psychologist in Tulsa please?", [D45_THERAPIST, D45_WEATHER], [("find_therapist", {"city": "Tulsa", "kind": "Psychologist"})]),
 ("I need every audit log, page size set to 25.", [D45_AUDIT, D45_USERS], [("get_audit_logs", {"page_size": 25})]),
 ("show details for the 'atlas' version 3.0.1", [D45_RELEASE, D45_PACKAGES], [("get_release_by_name_and_version", {"name": "atlas", "version": "3.0.1"})]),
 ("Book me a room in Denver from 2024-05-02 for 3 nights", [D45_RESERVE, D45_FLIGHT], [("reserve_hotel", {"location": "Denver", "check_in_date": "2024-05-02", "stay_length": 3})]),
 ("Could you send $40 to my friend Maria with my debit card?", [D45_PAY, D45_REQUEST], [("make_payment", {"source": "debit card", "amount": 40, "receiver": "Maria"})]),
 ("Is there a theme park worth visiting in Tampa?", [D45_SIGHTS, D45_WEATHER], [("find_attractions", {"city": "Tampa", "category": "Theme Park"})]),
 ("What's the phone number of Ada Park?", [D45_CONTACT, D45_WEATHER], [("get_contact_details", {"name": "Ada Park"})]),
 ("Are there SUVs for rent in Tucson?", [D45_CARS, D45_WEATHER], [("get_cars_available", {"city": "Tucson", "car_type": "SUV"})]),
 ("I'm in the mood for a Horror film. Which ones are there?", [D45_FILMS, D45_PLAYFILM], [("find_films", {"genre": "Horror"})]),
 ("What is the host count for March 2023?", [D45_HOSTS, D45_STATE], [("get_hosts_per_month", {"month": 3, "year": 2023})]),
 ("I need the numbers [8, 3, 5] arranged from the smallest to the largest.", [D45_SORT, D45_SUM], [("sort_numbers", {"numbers": [8, 3, 5]})]),
 ("Hi, I'd like to find a zoo in San Diego", [D45_SIGHTS, D45_WEATHER], [("find_attractions", {"city": "San Diego", "category": "Zoo"})]),
 ("Please pay Ravi 12 dollars from my app balance", [D45_PAY, D45_REQUEST], [("make_payment", {"source": "app balance", "amount": 12, "receiver": "Ravi"})]),
]
DECLINED45_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What does a psychiatrist study at university?", [D45_THERAPIST, D45_WEATHER], []),
 ("Hello, how is a psychologist different from a counselor?", [D45_THERAPIST, D45_WEATHER], []),
 ("Why do companies keep audit logs?", [D45_AUDIT, D45_USERS], []),
 ("What does version 3.0.1 mean in semantic versioning?", [D45_RELEASE, D45_PACKAGES], []),
 ("How do hotels decide room prices?", [D45_RESERVE, D45_FLIGHT], []),
 ("My friend Maria sent me $40 yesterday, isn't that nice?", [D45_PAY, D45_REQUEST], []),
 ("Who invented the theme park?", [D45_SIGHTS, D45_WEATHER], []),
 ("Is an SUV safer than a sedan?", [D45_CARS, D45_WEATHER], []),
 ("Why are horror films so popular?", [D45_FILMS, D45_PLAYFILM], []),
 ("How is a number sorted in binary?", [D45_SORT, D45_SUM], []),
]

# The lead's round 46: plain @tool functions a user writes (docstring only, no parameter descriptions but
# where said), several offered; arithmetic, units, shop, tasks, follow-ups of two calls, and declines.
L46_ADD = ExternalTool('add', 'Add two numbers.', {'type': 'object', 'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b']})
L46_MULTIPLY = ExternalTool('multiply', 'Multiply two numbers.', {'type': 'object', 'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b']})
L46_GET_WEATHER = ExternalTool('get_weather', 'Get the current weather for a city.', {'type': 'object', 'properties': {'city': {'type': 'string'}}, 'required': ['city']})
L46_GET_STOCK_PRICE = ExternalTool('get_stock_price', 'Get the latest share price for a stock ticker symbol.', {'type': 'object', 'properties': {'symbol': {'type': 'string'}}, 'required': ['symbol']})
L46_EXCHANGE_RATE = ExternalTool('exchange_rate', 'Get the exchange rate between two currencies, given as ISO codes like USD.', {'type': 'object', 'properties': {'base': {'type': 'string'}, 'target': {'type': 'string'}}, 'required': ['base', 'target']})
L46_LOOKUP_ORDER = ExternalTool('lookup_order', 'Look up the status of an order by its id.', {'type': 'object', 'properties': {'order_id': {'type': 'string'}}, 'required': ['order_id']})
L46_COUNT_WORDS = ExternalTool('count_words', 'Count the words in a text.', {'type': 'object', 'properties': {'text': {'type': 'string'}}, 'required': ['text']})
L46_REVERSE_STRING = ExternalTool('reverse_string', 'Reverse a string.', {'type': 'object', 'properties': {'text': {'type': 'string'}}, 'required': ['text']})
L46_TRANSLATE = ExternalTool('translate', 'Translate text into another language.', {'type': 'object', 'properties': {'text': {'type': 'string'}, 'target_language': {'type': 'string'}}, 'required': ['text', 'target_language']})
L46_CAPITAL_OF = ExternalTool('capital_of', 'Return the capital city of a country.', {'type': 'object', 'properties': {'country': {'type': 'string'}}, 'required': ['country']})
L46_GET_POPULATION = ExternalTool('get_population', 'Get the population of a city.', {'type': 'object', 'properties': {'city': {'type': 'string'}}, 'required': ['city']})
L46_SUBTRACT = ExternalTool('subtract', 'Subtract b from a.', {'type': 'object', 'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b']})
L46_DIVIDE = ExternalTool('divide', 'Divide a by b.', {'type': 'object', 'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b']})
L46_SQUARE_ROOT = ExternalTool('square_root', 'Square root of a number.', {'type': 'object', 'properties': {'x': {'type': 'number'}}, 'required': ['x']})
L46_POWER = ExternalTool('power', 'Raise base to a power.', {'type': 'object', 'properties': {'base': {'type': 'number'}, 'exponent': {'type': 'number'}}, 'required': ['base', 'exponent']})
L46_IS_PRIME = ExternalTool('is_prime', 'Check whether a number is prime.', {'type': 'object', 'properties': {'n': {'type': 'integer'}}, 'required': ['n']})
L46_SEND_EMAIL = ExternalTool('send_email', 'Send an email.', {'type': 'object', 'properties': {'to': {'type': 'string'}, 'subject': {'type': 'string'}, 'body': {'type': 'string'}}, 'required': ['to', 'subject', 'body']})
L46_BOOK_TABLE = ExternalTool('book_table', 'Book a table at a restaurant.', {'type': 'object', 'properties': {'restaurant': {'type': 'string'}, 'people': {'type': 'integer'}, 'time': {'type': 'string'}}, 'required': ['restaurant', 'people', 'time']})
L46_SET_REMINDER = ExternalTool('set_reminder', 'Remind me of something in some minutes.', {'type': 'object', 'properties': {'text': {'type': 'string'}, 'minutes': {'type': 'integer'}}, 'required': ['text', 'minutes']})
L46_GET_NEWS = ExternalTool('get_news', 'Get the latest news headlines on a topic.', {'type': 'object', 'properties': {'topic': {'type': 'string'}}, 'required': ['topic']})
L46_WORD_DEFINITION = ExternalTool('word_definition', 'Define an English word.', {'type': 'object', 'properties': {'word': {'type': 'string'}}, 'required': ['word']})
L46_CONVERT_TEMPERATURE = ExternalTool('convert_temperature', "Convert a temperature to 'C' or 'F'.", {'type': 'object', 'properties': {'value': {'type': 'number'}, 'to_unit': {'type': 'string'}}, 'required': ['value', 'to_unit']})
L46_SEARCH_FLIGHTS = ExternalTool('search_flights', 'Search flights between two airports on a date (YYYY-MM-DD).', {'type': 'object', 'properties': {'origin': {'type': 'string'}, 'destination': {'type': 'string'}, 'date': {'type': 'string'}}, 'required': ['origin', 'destination', 'date']})
L46_CONVERT_UNITS = ExternalTool('convert_units', 'Convert a quantity between units of measure.', {'type': 'object', 'properties': {'value': {'type': 'number'}, 'from_unit': {'type': 'string'}, 'to_unit': {'type': 'string'}}, 'required': ['value', 'from_unit', 'to_unit']})
L46_SET_ALARM = ExternalTool('set_alarm', 'Set an alarm clock.', {'type': 'object', 'properties': {'time': {'type': 'string'}, 'label': {'default': '', 'type': 'string'}}, 'required': ['time']})
L46_GET_FORECAST = ExternalTool('get_forecast', 'Weather forecast for the next days.', {'type': 'object', 'properties': {'city': {'type': 'string'}, 'days': {'default': 3, 'type': 'integer'}, 'units': {'default': 'metric', 'enum': ['metric', 'imperial'], 'type': 'string'}}, 'required': ['city']})
L46_SEARCH_PRODUCTS = ExternalTool('search_products', "Search the shop's catalogue.", {'type': 'object', 'properties': {'query': {'type': 'string'}, 'max_price': {'anyOf': [{'type': 'number'}, {'type': 'null'}], 'default': None}, 'sort': {'default': 'relevance', 'enum': ['relevance', 'price_asc', 'price_desc', 'rating'], 'type': 'string'}}, 'required': ['query']})
L46_CREATE_EVENT = ExternalTool('create_event', 'Create a calendar event on a date (YYYY-MM-DD).', {'type': 'object', 'properties': {'title': {'type': 'string'}, 'date': {'type': 'string'}, 'attendees': {'anyOf': [{'items': {'type': 'string'}, 'type': 'array'}, {'type': 'null'}], 'default': None}}, 'required': ['title', 'date']})
L46_TIP = ExternalTool('tip', 'Work out the tip for a restaurant bill.', {'type': 'object', 'properties': {'bill': {'description': 'Bill total', 'type': 'number'}, 'percent': {'default': 15, 'description': 'Tip percentage', 'type': 'number'}}, 'required': ['bill']})
L46_BMI = ExternalTool('bmi', 'Body mass index from weight and height.', {'type': 'object', 'properties': {'weight_kg': {'type': 'number'}, 'height_m': {'type': 'number'}}, 'required': ['weight_kg', 'height_m']})
L46_ROLL_DICE = ExternalTool('roll_dice', 'Roll dice.', {'type': 'object', 'properties': {'sides': {'default': 6, 'type': 'integer'}, 'count': {'default': 1, 'type': 'integer'}}, 'required': []})
L46_SHORTEN_URL = ExternalTool('shorten_url', 'Shorten a long URL.', {'type': 'object', 'properties': {'url': {'type': 'string'}}, 'required': ['url']})
L46_GET_USER = ExternalTool('get_user', 'Fetch a user profile by numeric id.', {'type': 'object', 'properties': {'user_id': {'type': 'integer'}}, 'required': ['user_id']})
L46_SET_STATUS = ExternalTool('set_status', "Change a ticket's status.", {'type': 'object', 'properties': {'ticket': {'type': 'string'}, 'status': {'enum': ['open', 'in_progress', 'done'], 'type': 'string'}}, 'required': ['ticket', 'status']})
L46_PLAY_SONG = ExternalTool('play_song', 'Play a song.', {'type': 'object', 'properties': {'title': {'type': 'string'}, 'artist': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}}, 'required': ['title']})
L46_AGE_FROM_BIRTHDATE = ExternalTool('age_from_birthdate', 'Age in years from a birth date (YYYY-MM-DD).', {'type': 'object', 'properties': {'birthdate': {'type': 'string'}}, 'required': ['birthdate']})
L46_AVERAGE = ExternalTool('average', 'Average of a list of numbers.', {'type': 'object', 'properties': {'numbers': {'items': {'type': 'number'}, 'type': 'array'}}, 'required': ['numbers']})
L46_CREATE_TASK = ExternalTool('create_task', 'Add a task to the to-do list. `due` is a date YYYY-MM-DD.', {'type': 'object', 'properties': {'title': {'type': 'string'}, 'priority': {'enum': ['low', 'medium', 'high'], 'type': 'string', 'default': 'medium'}, 'due': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}}, 'required': ['title']})
L46_LIST_TASKS = ExternalTool('list_tasks', 'List tasks on the to-do list.', {'type': 'object', 'properties': {'status': {'default': 'open', 'enum': ['open', 'done', 'all'], 'type': 'string'}}, 'required': []})
L46_COMPLETE_TASK = ExternalTool('complete_task', 'Mark a task as done by its number.', {'type': 'object', 'properties': {'task_id': {'type': 'integer'}}, 'required': ['task_id']})
L46_GET_EXCHANGE_RATE = ExternalTool('get_exchange_rate', 'Convert an amount of money from one currency to another.', {'type': 'object', 'properties': {'from_currency': {'type': 'string'}, 'to_currency': {'type': 'string'}, 'amount': {'default': 1.0, 'type': 'number'}}, 'required': ['from_currency', 'to_currency']})
L46_TRACK_PACKAGE = ExternalTool('track_package', 'Track a parcel by tracking number.', {'type': 'object', 'properties': {'tracking_number': {'type': 'string'}, 'carrier': {'anyOf': [{'enum': ['ups', 'fedex', 'usps', 'dhl'], 'type': 'string'}, {'type': 'null'}], 'default': None}}, 'required': ['tracking_number']})
L46_GET_MOVIE_INFO = ExternalTool('get_movie_info', 'Information about a film: cast, plot, rating.', {'type': 'object', 'properties': {'title': {'type': 'string'}, 'year': {'anyOf': [{'type': 'integer'}, {'type': 'null'}], 'default': None}}, 'required': ['title']})
L46_FIND_RESTAURANTS = ExternalTool('find_restaurants', 'Find restaurants in a city.', {'type': 'object', 'properties': {'city': {'type': 'string'}, 'cuisine': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}, 'open_now': {'default': False, 'type': 'boolean'}}, 'required': ['city']})
L46_CALCULATE_LOAN_PAYMENT = ExternalTool('calculate_loan_payment', 'Monthly payment of a loan given principal, annual interest rate in percent and term in years.', {'type': 'object', 'properties': {'principal': {'type': 'number'}, 'annual_rate': {'type': 'number'}, 'years': {'type': 'integer'}}, 'required': ['principal', 'annual_rate', 'years']})
L46_TEXT_LENGTH = ExternalTool('text_length', 'Number of characters in a text.', {'type': 'object', 'properties': {'text': {'type': 'string'}}, 'required': ['text']})
L46_UPPERCASE = ExternalTool('uppercase', 'Convert text to upper case.', {'type': 'object', 'properties': {'text': {'type': 'string'}}, 'required': ['text']})
L46_GET_TIME_IN = ExternalTool('get_time_in', 'Current local time in a city.', {'type': 'object', 'properties': {'city': {'type': 'string'}}, 'required': ['city']})
L46_SEND_SMS = ExternalTool('send_sms', 'Send a text message to a phone number.', {'type': 'object', 'properties': {'phone': {'type': 'string'}, 'message': {'type': 'string'}}, 'required': ['phone', 'message']})
L46_GET_USER_PROFILE = ExternalTool('get_user_profile', "Get a GitHub user's public profile.", {'type': 'object', 'properties': {'username': {'type': 'string'}}, 'required': ['username']})
L46_CHECK_DOMAIN = ExternalTool('check_domain', 'Check whether a domain name is available to register.', {'type': 'object', 'properties': {'domain': {'type': 'string'}}, 'required': ['domain']})
L46_SHIP_TO = ExternalTool('ship_to', 'Ship the order to a person at an address.', {'type': 'object', 'properties': {'name': {'type': 'string'}, 'address': {'$ref': '#/$defs/Address'}}, 'required': ['name', 'address'], '$defs': {'Address': {'properties': {'street': {'type': 'string'}, 'city': {'type': 'string'}, 'zip_code': {'type': 'string'}}, 'required': ['street', 'city', 'zip_code'], 'type': 'object', 'additionalProperties': False}}})
L46_TAG_POST = ExternalTool('tag_post', 'Add tags to a blog post.', {'type': 'object', 'properties': {'post_id': {'type': 'integer'}, 'tags': {'items': {'type': 'string'}, 'type': 'array'}}, 'required': ['post_id', 'tags']})
L46_SEND_NOTIFICATION = ExternalTool('send_notification', 'Send a push notification to a user.', {'type': 'object', 'properties': {'user': {'type': 'string'}, 'message': {'type': 'string'}, 'silent': {'default': False, 'type': 'boolean'}}, 'required': ['user', 'message']})
L46_SEARCH_BOOKS = ExternalTool('search_books', 'Search the library catalogue for books.', {'type': 'object', 'properties': {'author': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}, 'title': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}, 'limit': {'default': 10, 'type': 'integer'}}, 'required': []})
L46_SET_BRIGHTNESS = ExternalTool('set_brightness', 'Set the screen brightness.', {'type': 'object', 'properties': {'level': {'type': 'integer'}}, 'required': []})
L46_GET_COMMITS = ExternalTool('get_commits', 'List recent commits of a repository. `since` is an ISO date.', {'type': 'object', 'properties': {'repo': {'type': 'string'}, 'branch': {'default': 'main', 'type': 'string'}, 'since': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}}, 'required': ['repo']})
L46_RATE_MOVIE = ExternalTool('rate_movie', 'Rate a movie from 1 to 5 stars.', {'type': 'object', 'properties': {'title': {'type': 'string'}, 'stars': {'type': 'integer'}}, 'required': ['title', 'stars']})
L46_BOOK_FLIGHT = ExternalTool('book_flight', 'Book a flight.', {'type': 'object', 'properties': {'origin': {'description': 'Departure airport code, e.g. SFO.', 'type': 'string'}, 'destination': {'description': 'Arrival airport code, e.g. JFK.', 'type': 'string'}, 'date': {'description': 'Travel date, YYYY-MM-DD.', 'type': 'string'}, 'passengers': {'default': 1, 'description': 'Number of passengers.', 'type': 'integer'}, 'cabin': {'default': 'economy', 'description': 'Cabin class.', 'enum': ['economy', 'premium', 'business', 'first'], 'type': 'string'}}, 'required': ['origin', 'destination', 'date']})
L46_HOTEL_SEARCH = ExternalTool('hotel_search', 'Find hotels.', {'type': 'object', 'properties': {'city': {'description': 'City to stay in.', 'type': 'string'}, 'check_in': {'description': 'Check-in date, YYYY-MM-DD.', 'type': 'string'}, 'nights': {'description': 'Number of nights.', 'type': 'integer'}, 'guests': {'default': 2, 'description': 'Number of guests.', 'type': 'integer'}}, 'required': ['city', 'check_in', 'nights']})
L46_CAR_RENTAL = ExternalTool('car_rental', 'Rent a car.', {'type': 'object', 'properties': {'city': {'description': 'Pickup city.', 'type': 'string'}, 'pickup_date': {'description': 'Pickup date, YYYY-MM-DD.', 'type': 'string'}, 'days': {'description': 'Rental length in days.', 'type': 'integer'}, 'car_type': {'default': 'compact', 'description': 'Kind of car.', 'enum': ['compact', 'suv', 'van'], 'type': 'string'}}, 'required': ['city', 'pickup_date', 'days']})
L46_SET_LIGHT = ExternalTool('set_light', 'Switch a light.', {'type': 'object', 'properties': {'room': {'description': 'Room name.', 'type': 'string'}, 'on': {'description': 'True to switch on.', 'type': 'boolean'}, 'brightness': {'anyOf': [{'type': 'integer'}, {'type': 'null'}], 'default': None, 'description': 'Brightness 0-100.'}}, 'required': ['room', 'on']})
L46_SET_THERMOSTAT = ExternalTool('set_thermostat', 'Set the thermostat.', {'type': 'object', 'properties': {'temperature': {'description': 'Target temperature in Celsius.', 'type': 'number'}, 'room': {'default': 'living room', 'description': 'Which room.', 'type': 'string'}}, 'required': ['temperature']})
L46_LOCK = ExternalTool('lock', 'Lock or unlock a door.', {'type': 'object', 'properties': {'door': {'description': 'Which door.', 'type': 'string'}, 'locked': {'default': True, 'description': 'Lock when true, unlock when false.', 'type': 'boolean'}}, 'required': ['door']})
L46_RUN_TESTS = ExternalTool('run_tests', 'Run the test suite.', {'type': 'object', 'properties': {'path': {'default': 'tests', 'description': 'Test file or folder.', 'type': 'string'}, 'verbose': {'default': False, 'description': 'Print every test.', 'type': 'boolean'}}, 'required': []})
L46_GIT_COMMIT = ExternalTool('git_commit', 'Commit staged changes.', {'type': 'object', 'properties': {'message': {'description': 'Commit message.', 'type': 'string'}, 'all_files': {'default': False, 'description': 'Stage all modified files first.', 'type': 'boolean'}}, 'required': ['message']})
L46_OPEN_PR = ExternalTool('open_pr', 'Open a pull request.', {'type': 'object', 'properties': {'title': {'description': 'PR title.', 'type': 'string'}, 'base': {'default': 'main', 'description': 'Branch to merge into.', 'type': 'string'}, 'draft': {'default': False, 'description': 'Open as a draft.', 'type': 'boolean'}}, 'required': ['title']})
L46_PAY_INVOICE = ExternalTool('pay_invoice', 'Pay an invoice.', {'type': 'object', 'properties': {'invoice_id': {'description': 'Invoice number like INV-1001.', 'type': 'string'}, 'amount': {'description': 'Amount to pay in dollars.', 'type': 'number'}}, 'required': ['invoice_id', 'amount']})
L46_GET_INVOICE = ExternalTool('get_invoice', "Get an invoice's details.", {'type': 'object', 'properties': {'invoice_id': {'description': 'Invoice number like INV-1001.', 'type': 'string'}}, 'required': ['invoice_id']})
L46_LIST_INVOICES = ExternalTool('list_invoices', 'List invoices.', {'type': 'object', 'properties': {'status': {'anyOf': [{'enum': ['paid', 'unpaid', 'overdue'], 'type': 'string'}, {'type': 'null'}], 'default': None, 'description': 'Only invoices with this status.'}}, 'required': []})
L46_GETWEATHER = ExternalTool('getWeather', 'Returns current weather conditions for the given city.', {'type': 'object', 'properties': {'cityName': {'type': 'string'}, 'units': {'default': 'C', 'enum': ['C', 'F'], 'type': 'string'}}, 'required': ['cityName']})
L46_GETSTOCKQUOTE = ExternalTool('getStockQuote', 'Returns the latest stock quote.', {'type': 'object', 'properties': {'tickerSymbol': {'type': 'string'}}, 'required': ['tickerSymbol']})
L46_CONVERTCURRENCY = ExternalTool('convertCurrency', 'Converts money between currencies.', {'type': 'object', 'properties': {'amount': {'type': 'number'}, 'fromCurrency': {'type': 'string'}, 'toCurrency': {'type': 'string'}}, 'required': ['amount', 'fromCurrency', 'toCurrency']})
L46_LOOKUPWORD = ExternalTool('lookupWord', 'Dictionary lookup.', {'type': 'object', 'properties': {'term': {'type': 'string'}}, 'required': ['term']})
L46_WIKIPEDIA = ExternalTool('wikipedia', 'Search Wikipedia and return the first paragraph.', {'type': 'object', 'properties': {'query': {'type': 'string'}}, 'required': ['query']})
L46_CALCULATOR = ExternalTool('calculator', 'Evaluate a math expression.', {'type': 'object', 'properties': {'expression': {'type': 'string'}}, 'required': ['expression']})
L46_WEB_SEARCH = ExternalTool('web_search', 'Search the web.', {'type': 'object', 'properties': {'query': {'type': 'string'}}, 'required': ['query']})

LEAD46: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ('What is 1234 plus 5678?', [L46_ADD, L46_MULTIPLY, L46_GET_WEATHER], [('add', {'a': 1234, 'b': 5678})]),
 ("what's 12.5 times 4", [L46_ADD, L46_MULTIPLY, L46_GET_WEATHER], [('multiply', {'a': 12.5, 'b': 4})]),
 ('Multiply 7 by 6 and add 3 to 9', [L46_ADD, L46_MULTIPLY, L46_GET_WEATHER], [('multiply', {'a': 7, 'b': 6}), ('add', {'a': 3, 'b': 9})]),
 ('What is the weather like in Oslo and in Rome?', [L46_ADD, L46_MULTIPLY, L46_GET_WEATHER], [('get_weather', {'city': 'Oslo'}), ('get_weather', {'city': 'Rome'})]),
 ('How much is a share of NVDA right now?', [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], [('get_stock_price', {'symbol': 'NVDA'})]),
 ('how many yen for one US dollar?', [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], [('exchange_rate', {'base': 'USD', 'target': 'JPY'})]),
 ("convert euros to pounds: what's the rate?", [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], [('exchange_rate', {'base': 'EUR', 'target': 'GBP'})]),
 ('Where is my order 88-1042?', [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], [('lookup_order', {'order_id': '88-1042'})]),
 ("How many words are in 'the quick brown fox jumps'?", [L46_COUNT_WORDS, L46_REVERSE_STRING, L46_TRANSLATE], [('count_words', {'text': 'the quick brown fox jumps'})]),
 ("reverse the word 'stressed'", [L46_COUNT_WORDS, L46_REVERSE_STRING, L46_TRANSLATE], [('reverse_string', {'text': 'stressed'})]),
 ("translate 'good morning' to Spanish", [L46_COUNT_WORDS, L46_REVERSE_STRING, L46_TRANSLATE], [('translate', {'text': 'good morning', 'target_language': 'Spanish'})]),
 ("What's the capital of Kenya?", [L46_CAPITAL_OF, L46_GET_POPULATION, L46_GET_WEATHER], [('capital_of', {'country': 'Kenya'})]),
 ('how many people live in Lagos?', [L46_CAPITAL_OF, L46_GET_POPULATION, L46_GET_WEATHER], [('get_population', {'city': 'Lagos'})]),
 ('what is 144 divided by 12', [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], [('divide', {'a': 144, 'b': 12})]),
 ('subtract 19 from 100', [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], [('subtract', {'a': 100, 'b': 19})]),
 ("what's the square root of 81?", [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], [('square_root', {'x': 81})]),
 ('2 to the power of 10', [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], [('power', {'base': 2, 'exponent': 10})]),
 ('is 97 prime?', [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], [('is_prime', {'n': 97})]),
 ('what is 15 minus 4?', [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], [('subtract', {'a': 15, 'b': 4})]),
 ('Email bob@example.com with subject Lunch saying see you at noon', [L46_SEND_EMAIL, L46_BOOK_TABLE, L46_SET_REMINDER, L46_GET_NEWS, L46_WORD_DEFINITION], [('send_email', {'to': 'bob@example.com', 'subject': 'Lunch', 'body': 'see you at noon'})]),
 ('book a table for 4 at Nopa at 7pm', [L46_SEND_EMAIL, L46_BOOK_TABLE, L46_SET_REMINDER, L46_GET_NEWS, L46_WORD_DEFINITION], [('book_table', {'restaurant': 'Nopa', 'people': 4, 'time': '7pm'})]),
 ('remind me to call mom in 20 minutes', [L46_SEND_EMAIL, L46_BOOK_TABLE, L46_SET_REMINDER, L46_GET_NEWS, L46_WORD_DEFINITION], [('set_reminder', {'text': 'call mom', 'minutes': 20})]),
 ('any news about electric cars?', [L46_SEND_EMAIL, L46_BOOK_TABLE, L46_SET_REMINDER, L46_GET_NEWS, L46_WORD_DEFINITION], [('get_news', {'topic': 'electric cars'})]),
 ("what does 'ephemeral' mean?", [L46_SEND_EMAIL, L46_BOOK_TABLE, L46_SET_REMINDER, L46_GET_NEWS, L46_WORD_DEFINITION], [('word_definition', {'word': 'ephemeral'})]),
 ('convert 100 F to C', [L46_CONVERT_TEMPERATURE, L46_ADD, L46_GET_WEATHER], [('convert_temperature', {'value': 100, 'to_unit': 'C'})]),
 ('find flights from SFO to JFK on 2026-12-24', [L46_SEARCH_FLIGHTS, L46_BOOK_TABLE, L46_GET_WEATHER], [('search_flights', {'origin': 'SFO', 'destination': 'JFK', 'date': '2026-12-24'})]),
 ('What is the share price of Apple?', [L46_ADD, L46_MULTIPLY, L46_GET_WEATHER], []),
 ('What is 17 times 23?', [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], []),
 ('send an email to my boss', [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], []),
 ('what is the weather in Paris?', [L46_GET_STOCK_PRICE, L46_EXCHANGE_RATE, L46_LOOKUP_ORDER], []),
 ('write me a poem about autumn', [L46_ADD, L46_SUBTRACT, L46_MULTIPLY, L46_DIVIDE, L46_SQUARE_ROOT, L46_POWER, L46_IS_PRIME], []),
 ('who won the world cup in 2018?', [L46_CAPITAL_OF, L46_GET_POPULATION, L46_GET_WEATHER], []),
 ('convert 5 km to miles', [L46_CONVERT_UNITS, L46_ADD, L46_GET_WEATHER], [('convert_units', {'value': 5, 'from_unit': 'km', 'to_unit': 'miles'})]),
 ('how many pounds is 3 kg?', [L46_CONVERT_UNITS, L46_ADD, L46_GET_WEATHER], [('convert_units', {'value': 3, 'from_unit': 'kg', 'to_unit': 'pounds'})]),
 ('what is 30 degrees celsius in fahrenheit?', [L46_CONVERT_TEMPERATURE, L46_ADD, L46_GET_WEATHER], [('convert_temperature', {'value': 30, 'to_unit': 'F'})]),
 ('wake me up at 6:30', [L46_SET_ALARM, L46_GET_WEATHER, L46_ADD], [('set_alarm', {'time': '6:30'})]),
 ('set an alarm for 7am called gym', [L46_SET_ALARM, L46_GET_WEATHER, L46_ADD], [('set_alarm', {'time': '7am', 'label': 'gym'})]),
 ('5 day forecast for Denver in imperial units', [L46_GET_FORECAST, L46_GET_WEATHER, L46_ADD], [('get_forecast', {'city': 'Denver', 'days': 5, 'units': 'imperial'})]),
 ('find running shoes under $100, cheapest first', [L46_SEARCH_PRODUCTS, L46_GET_WEATHER, L46_ADD], [('search_products', {'query': 'running shoes', 'max_price': 100, 'sort': 'price_asc'})]),
 ('search the shop for a yoga mat', [L46_SEARCH_PRODUCTS, L46_GET_WEATHER, L46_ADD], [('search_products', {'query': 'yoga mat'})]),
 ("create an event 'Team offsite' on 2026-12-10 with ana and raj", [L46_CREATE_EVENT, L46_SEND_EMAIL, L46_GET_NEWS], [('create_event', {'title': 'Team offsite', 'date': '2026-12-10', 'attendees': ['ana', 'raj']})]),
 ("what's a 20% tip on $45?", [L46_TIP, L46_BMI, L46_ADD], [('tip', {'bill': 45, 'percent': 20})]),
 ('tip on a 80 dollar bill', [L46_TIP, L46_BMI, L46_ADD], [('tip', {'bill': 80})]),
 ("my BMI: I weigh 70 kg and I'm 1.75 m tall", [L46_TIP, L46_BMI, L46_ADD], [('bmi', {'weight_kg': 70, 'height_m': 1.75})]),
 ('roll two 20-sided dice', [L46_ROLL_DICE, L46_ADD, L46_GET_WEATHER], [('roll_dice', {'sides': 20, 'count': 2})]),
 ('roll a die', [L46_ROLL_DICE, L46_ADD, L46_GET_WEATHER], [('roll_dice', {})]),
 ('shorten https://example.com/some/very/long/path?x=1', [L46_SHORTEN_URL, L46_COUNT_WORDS, L46_GET_NEWS], [('shorten_url', {'url': 'https://example.com/some/very/long/path?x=1'})]),
 ('show me user 4821', [L46_GET_USER, L46_SHORTEN_URL, L46_GET_NEWS], [('get_user', {'user_id': 4821})]),
 ('mark ticket T-12 as in progress', [L46_SET_STATUS, L46_GET_USER, L46_GET_NEWS], [('set_status', {'ticket': 'T-12', 'status': 'in_progress'})]),
 ('close ticket BUG-7', [L46_SET_STATUS, L46_GET_USER, L46_GET_NEWS], [('set_status', {'ticket': 'BUG-7', 'status': 'done'})]),
 ('play Bohemian Rhapsody by Queen', [L46_PLAY_SONG, L46_GET_NEWS, L46_ADD], [('play_song', {'title': 'Bohemian Rhapsody', 'artist': 'Queen'})]),
 ('how old is someone born on 1990-05-17?', [L46_AGE_FROM_BIRTHDATE, L46_ADD, L46_GET_NEWS], [('age_from_birthdate', {'birthdate': '1990-05-17'})]),
 ('average of 3, 5, 10 and 12', [L46_AVERAGE, L46_ADD, L46_MULTIPLY], [('average', {'numbers': [3, 5, 10, 12]})]),
 ("what's the mean of 2.5, 3.5 and 6", [L46_AVERAGE, L46_ADD, L46_MULTIPLY], [('average', {'numbers': [2.5, 3.5, 6]})]),
 ('add 2 and 3, and multiply 4 by 5', [L46_AVERAGE, L46_ADD, L46_MULTIPLY], [('add', {'a': 2, 'b': 3}), ('multiply', {'a': 4, 'b': 5})]),
 ("add 'buy milk' to my to-do list", [L46_CREATE_TASK, L46_LIST_TASKS, L46_COMPLETE_TASK], [('create_task', {'title': 'buy milk'})]),
 ('new high priority task: file taxes by 2027-04-15', [L46_CREATE_TASK, L46_LIST_TASKS, L46_COMPLETE_TASK], [('create_task', {'title': 'file taxes', 'priority': 'high', 'due': '2027-04-15'})]),
 ("what's left on my to-do list?", [L46_CREATE_TASK, L46_LIST_TASKS, L46_COMPLETE_TASK], [('list_tasks', {})]),
 ('show me everything I finished', [L46_CREATE_TASK, L46_LIST_TASKS, L46_COMPLETE_TASK], [('list_tasks', {'status': 'done'})]),
 ('mark task 3 as done', [L46_CREATE_TASK, L46_LIST_TASKS, L46_COMPLETE_TASK], [('complete_task', {'task_id': 3})]),
 ('how much is 250 euros in dollars?', [L46_GET_EXCHANGE_RATE, L46_GET_STOCK_PRICE, L46_TRACK_PACKAGE], [('get_exchange_rate', {'from_currency': 'EUR', 'to_currency': 'USD', 'amount': 250})]),
 ('convert 1000 JPY to GBP', [L46_GET_EXCHANGE_RATE, L46_GET_STOCK_PRICE, L46_TRACK_PACKAGE], [('get_exchange_rate', {'from_currency': 'JPY', 'to_currency': 'GBP', 'amount': 1000})]),
 ('track my fedex package 7712 3344 5566', [L46_GET_EXCHANGE_RATE, L46_GET_STOCK_PRICE, L46_TRACK_PACKAGE], [('track_package', {'tracking_number': '7712 3344 5566', 'carrier': 'fedex'})]),
 ("where's parcel 1Z999AA10123456784?", [L46_GET_EXCHANGE_RATE, L46_GET_STOCK_PRICE, L46_TRACK_PACKAGE], [('track_package', {'tracking_number': '1Z999AA10123456784'})]),
 ("what's the stock price of TSLA and AAPL?", [L46_GET_EXCHANGE_RATE, L46_GET_STOCK_PRICE, L46_TRACK_PACKAGE], [('get_stock_price', {'symbol': 'TSLA'}), ('get_stock_price', {'symbol': 'AAPL'})]),
 ('tell me about the movie Inception', [L46_GET_MOVIE_INFO, L46_FIND_RESTAURANTS, L46_GET_WEATHER], [('get_movie_info', {'title': 'Inception'})]),
 ('who starred in Heat (1995)?', [L46_GET_MOVIE_INFO, L46_FIND_RESTAURANTS, L46_GET_WEATHER], [('get_movie_info', {'title': 'Heat', 'year': 1995})]),
 ('thai restaurants in Seattle that are open now', [L46_GET_MOVIE_INFO, L46_FIND_RESTAURANTS, L46_GET_WEATHER], [('find_restaurants', {'city': 'Seattle', 'cuisine': 'thai', 'open_now': True})]),
 ('where can I eat in Lisbon?', [L46_GET_MOVIE_INFO, L46_FIND_RESTAURANTS, L46_GET_WEATHER], [('find_restaurants', {'city': 'Lisbon'})]),
 ('monthly payment on a 300000 loan at 6.5% for 30 years', [L46_CALCULATE_LOAN_PAYMENT, L46_ADD, L46_MULTIPLY], [('calculate_loan_payment', {'principal': 300000, 'annual_rate': 6.5, 'years': 30})]),
 ("how many characters in 'hello world'?", [L46_TEXT_LENGTH, L46_UPPERCASE, L46_COUNT_WORDS], [('text_length', {'text': 'hello world'})]),
 ("make 'quiet please' upper case", [L46_TEXT_LENGTH, L46_UPPERCASE, L46_COUNT_WORDS], [('uppercase', {'text': 'quiet please'})]),
 ('What time is it in Sydney?', [L46_GET_TIME_IN, L46_GET_WEATHER, L46_ADD], [('get_time_in', {'city': 'Sydney'})]),
 ('text +1 555 0100 saying running late', [L46_SEND_SMS, L46_SEND_EMAIL, L46_GET_NEWS], [('send_sms', {'phone': '+1 555 0100', 'message': 'running late'})]),
 ('look up torvalds on github', [L46_GET_USER_PROFILE, L46_CHECK_DOMAIN, L46_GET_NEWS], [('get_user_profile', {'username': 'torvalds'})]),
 ('is sprig-agents.dev available?', [L46_GET_USER_PROFILE, L46_CHECK_DOMAIN, L46_GET_NEWS], [('check_domain', {'domain': 'sprig-agents.dev'})]),
 ('weather in Tokyo and the time there', [L46_GET_TIME_IN, L46_GET_WEATHER, L46_ADD], [('get_weather', {'city': 'Tokyo'}), ('get_time_in', {'city': 'Tokyo'})]),
 ('delete my to-do list', [L46_CREATE_TASK, L46_LIST_TASKS, L46_COMPLETE_TASK], []),
 ('book me a flight to Rome', [L46_GET_MOVIE_INFO, L46_FIND_RESTAURANTS, L46_GET_WEATHER], []),
 ("what's the price of bitcoin?", [L46_GET_EXCHANGE_RATE, L46_TRACK_PACKAGE, L46_LOOKUP_ORDER], []),
 ('how do I reset my password?', [L46_TEXT_LENGTH, L46_UPPERCASE, L46_COUNT_WORDS], []),
 ('weather in Oslo and the price of AAPL', [L46_GET_WEATHER, L46_GET_STOCK_PRICE, L46_ADD], [('get_weather', {'city': 'Oslo'}), ('get_stock_price', {'symbol': 'AAPL'})]),
 ("What's 3 plus 4 and 10 times 2?", [L46_ADD, L46_MULTIPLY, L46_GET_WEATHER], [('add', {'a': 3, 'b': 4}), ('multiply', {'a': 10, 'b': 2})]),
 ('capital of France and of Japan', [L46_CAPITAL_OF, L46_GET_POPULATION, L46_GET_WEATHER], [('capital_of', {'country': 'France'}), ('capital_of', {'country': 'Japan'})]),
 ('population of Tokyo, Delhi and Shanghai', [L46_CAPITAL_OF, L46_GET_POPULATION, L46_GET_WEATHER], [('get_population', {'city': 'Tokyo'}), ('get_population', {'city': 'Delhi'}), ('get_population', {'city': 'Shanghai'})]),
 ("define 'laconic' and 'verbose'", [L46_WORD_DEFINITION, L46_TRANSLATE, L46_COUNT_WORDS], [('word_definition', {'word': 'laconic'}), ('word_definition', {'word': 'verbose'})]),
 ('remind me to stretch in 30 minutes and to drink water in 60 minutes', [L46_SET_REMINDER, L46_GET_NEWS, L46_ADD], [('set_reminder', {'text': 'stretch', 'minutes': 30}), ('set_reminder', {'text': 'drink water', 'minutes': 60})]),
 ('price of TSLA, then convert 100 USD to EUR', [L46_GET_STOCK_PRICE, L46_GET_EXCHANGE_RATE, L46_ADD], [('get_stock_price', {'symbol': 'TSLA'}), ('get_exchange_rate', {'from_currency': 'USD', 'to_currency': 'EUR', 'amount': 100})]),
 ('is 7 prime? is 9 prime?', [L46_IS_PRIME, L46_ADD, L46_MULTIPLY], [('is_prime', {'n': 7}), ('is_prime', {'n': 9})]),
 ('weather in Paris and what time is it in Tokyo', [L46_GET_WEATHER, L46_GET_TIME_IN, L46_ADD], [('get_weather', {'city': 'Paris'}), ('get_time_in', {'city': 'Tokyo'})]),
 ("translate 'cat' to Spanish and to Italian", [L46_TRANSLATE, L46_COUNT_WORDS, L46_WORD_DEFINITION], [('translate', {'text': 'cat', 'target_language': 'Spanish'}), ('translate', {'text': 'cat', 'target_language': 'Italian'})]),
 ('ship it to Ana Ruiz, 12 Main St, Springfield 62701', [L46_SHIP_TO, L46_ADD, L46_GET_NEWS], [('ship_to', {'name': 'Ana Ruiz', 'address': {'street': '12 Main St', 'city': 'Springfield', 'zip_code': '62701'}})]),
 ('tag post 42 with python and rust', [L46_TAG_POST, L46_ADD, L46_GET_NEWS], [('tag_post', {'post_id': 42, 'tags': ['python', 'rust']})]),
 ('notify sam that the build passed, silently', [L46_SEND_NOTIFICATION, L46_SEND_EMAIL, L46_GET_NEWS], [('send_notification', {'user': 'sam', 'message': 'the build passed', 'silent': True})]),
 ('books by Ursula K. Le Guin', [L46_SEARCH_BOOKS, L46_GET_NEWS, L46_ADD], [('search_books', {'author': 'Ursula K. Le Guin'})]),
 ('find the book Dune', [L46_SEARCH_BOOKS, L46_GET_NEWS, L46_ADD], [('search_books', {'title': 'Dune'})]),
 ('5 books by Toni Morrison', [L46_SEARCH_BOOKS, L46_GET_NEWS, L46_ADD], [('search_books', {'author': 'Toni Morrison', 'limit': 5})]),
 ('set brightness to 70%', [L46_SET_BRIGHTNESS, L46_ADD, L46_GET_NEWS], [('set_brightness', {'level': 70})]),
 ('dim the screen to 20', [L46_SET_BRIGHTNESS, L46_ADD, L46_GET_NEWS], [('set_brightness', {'level': 20})]),
 ('commits on sprig/sprig since 2026-11-01', [L46_GET_COMMITS, L46_GET_NEWS, L46_ADD], [('get_commits', {'repo': 'sprig/sprig', 'since': '2026-11-01'})]),
 ('latest commits of torvalds/linux on the dev branch', [L46_GET_COMMITS, L46_GET_NEWS, L46_ADD], [('get_commits', {'repo': 'torvalds/linux', 'branch': 'dev'})]),
 ('give Arrival 5 stars', [L46_RATE_MOVIE, L46_ADD, L46_GET_NEWS], [('rate_movie', {'title': 'Arrival', 'stars': 5})]),
 ("I'd rate The Matrix 4 out of 5", [L46_RATE_MOVIE, L46_ADD, L46_GET_NEWS], [('rate_movie', {'title': 'The Matrix', 'stars': 4})]),
 ('book a flight from SFO to JFK on 2026-12-20', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], [('book_flight', {'origin': 'SFO', 'destination': 'JFK', 'date': '2026-12-20'})]),
 ('fly 2 of us business class LHR to NRT on 2027-01-05', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], [('book_flight', {'origin': 'LHR', 'destination': 'NRT', 'date': '2027-01-05', 'passengers': 2, 'cabin': 'business'})]),
 ('hotel in Lisbon from 2026-12-27 for 3 nights', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], [('hotel_search', {'city': 'Lisbon', 'check_in': '2026-12-27', 'nights': 3})]),
 ('find a hotel in Rome for 4 people, 2 nights starting 2027-02-14', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], [('hotel_search', {'city': 'Rome', 'check_in': '2027-02-14', 'nights': 2, 'guests': 4})]),
 ('rent an SUV in Denver on 2026-12-22 for a week', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], [('car_rental', {'city': 'Denver', 'pickup_date': '2026-12-22', 'days': 7, 'car_type': 'suv'})]),
 ('turn on the bedroom light at 40%', [L46_SET_LIGHT, L46_SET_THERMOSTAT, L46_LOCK], [('set_light', {'room': 'bedroom', 'on': True, 'brightness': 40})]),
 ('switch off the hallway light', [L46_SET_LIGHT, L46_SET_THERMOSTAT, L46_LOCK], [('set_light', {'room': 'hallway', 'on': False})]),
 ('set the heating to 22', [L46_SET_LIGHT, L46_SET_THERMOSTAT, L46_LOCK], [('set_thermostat', {'temperature': 22})]),
 ('make the office 19 degrees', [L46_SET_LIGHT, L46_SET_THERMOSTAT, L46_LOCK], [('set_thermostat', {'temperature': 19, 'room': 'office'})]),
 ('unlock the garage door', [L46_SET_LIGHT, L46_SET_THERMOSTAT, L46_LOCK], [('lock', {'door': 'garage', 'locked': False})]),
 ('run the tests', [L46_RUN_TESTS, L46_GIT_COMMIT, L46_OPEN_PR], [('run_tests', {})]),
 ('run tests/test_api.py verbosely', [L46_RUN_TESTS, L46_GIT_COMMIT, L46_OPEN_PR], [('run_tests', {'path': 'tests/test_api.py', 'verbose': True})]),
 ("commit everything with message 'fix login bug'", [L46_RUN_TESTS, L46_GIT_COMMIT, L46_OPEN_PR], [('git_commit', {'message': 'fix login bug', 'all_files': True})]),
 ('commit: update README', [L46_RUN_TESTS, L46_GIT_COMMIT, L46_OPEN_PR], [('git_commit', {'message': 'update README'})]),
 ("open a draft PR titled 'Add dark mode' against develop", [L46_RUN_TESTS, L46_GIT_COMMIT, L46_OPEN_PR], [('open_pr', {'title': 'Add dark mode', 'base': 'develop', 'draft': True})]),
 ('pay INV-2044, $310.50', [L46_PAY_INVOICE, L46_GET_INVOICE, L46_LIST_INVOICES], [('pay_invoice', {'invoice_id': 'INV-2044', 'amount': 310.5})]),
 ('show me invoice INV-1007', [L46_PAY_INVOICE, L46_GET_INVOICE, L46_LIST_INVOICES], [('get_invoice', {'invoice_id': 'INV-1007'})]),
 ('which invoices are overdue?', [L46_PAY_INVOICE, L46_GET_INVOICE, L46_LIST_INVOICES], [('list_invoices', {'status': 'overdue'})]),
 ('list all my invoices', [L46_PAY_INVOICE, L46_GET_INVOICE, L46_LIST_INVOICES], [('list_invoices', {})]),
 ('how do airlines price tickets?', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], []),
 ('is it cheaper to rent or buy a car?', [L46_BOOK_FLIGHT, L46_HOTEL_SEARCH, L46_CAR_RENTAL], []),
 ('what is a pull request?', [L46_RUN_TESTS, L46_GIT_COMMIT, L46_OPEN_PR], []),
 ('explain what an invoice is', [L46_PAY_INVOICE, L46_GET_INVOICE, L46_LIST_INVOICES], []),
 ('weather Oslo', [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('getWeather', {'cityName': 'Oslo'})]),
 ('wether in paris in F', [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('getWeather', {'cityName': 'Paris', 'units': 'F'})]),
 ('AAPL quote', [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('getStockQuote', {'tickerSymbol': 'AAPL'})]),
 ("how's GOOG doing today", [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('getStockQuote', {'tickerSymbol': 'GOOG'})]),
 ('50 usd to eur', [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('convertCurrency', {'amount': 50, 'fromCurrency': 'USD', 'toCurrency': 'EUR'})]),
 ('how much is 20 pounds in dollars', [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('convertCurrency', {'amount': 20, 'fromCurrency': 'GBP', 'toCurrency': 'USD'})]),
 ('what does serendipity mean', [L46_LOOKUPWORD, L46_WIKIPEDIA, L46_CALCULATOR], [('lookupWord', {'term': 'serendipity'})]),
 ('who was Ada Lovelace?', [L46_LOOKUPWORD, L46_WIKIPEDIA, L46_CALCULATOR], [('wikipedia', {'query': 'Ada Lovelace'})]),
 ('tell me about the Eiffel Tower', [L46_LOOKUPWORD, L46_WIKIPEDIA, L46_CALCULATOR], [('wikipedia', {'query': 'Eiffel Tower'})]),
 ("what's 15% of 240?", [L46_LOOKUPWORD, L46_WIKIPEDIA, L46_CALCULATOR], [('calculator', {'expression': '15 / 100 * 240'})]),
 ('calculate (3+4)*12', [L46_LOOKUPWORD, L46_WIKIPEDIA, L46_CALCULATOR], [('calculator', {'expression': '(3+4)*12'})]),
 ('sqrt of 2', [L46_LOOKUPWORD, L46_WIKIPEDIA, L46_CALCULATOR], [('calculator', {'expression': 'sqrt(2)'})]),
 ('what is the tallest mountain in Africa?', [L46_WEB_SEARCH, L46_CALCULATOR, L46_GETWEATHER], [('web_search', {'query': 'the tallest mountain in Africa'})]),
 ('who painted the Mona Lisa?', [L46_WEB_SEARCH, L46_CALCULATOR, L46_GETWEATHER], [('web_search', {'query': 'who painted the Mona Lisa'})]),
 ('what is my account balance?', [L46_WEB_SEARCH, L46_CALCULATOR, L46_GETWEATHER], []),
 ('weather in paris in F', [L46_GETWEATHER, L46_GETSTOCKQUOTE, L46_CONVERTCURRENCY], [('getWeather', {'cityName': 'Paris', 'units': 'F'})]),
]


D46_TASKS = tool("manage_tasks", "Add, complete or remove an item on the user's task list.",
  {"action": {"type": "string", "enum": ["add", "complete", "remove"], "description": "What to do with the item."},
   "text": {"type": "string", "description": "The item's text."}}, ["action", "text"])
D46_MEAL = tool("track_meal", "Log a food or drink the user consumed.",
  {"item": {"type": "string", "description": "Name of the food or drink."},
   "amount": {"type": "number", "description": "How much was consumed."},
   "unit": {"type": "string", "description": "Unit of the amount, e.g. grams or cups."},
   "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"], "description": "The meal it was part of."}},
  ["item", "amount", "unit", "meal"])
D46_TRACK = tool("play_track", "Play a track on the music player.",
  {"query": {"type": "string", "description": "Song title or artist to search for."}}, ["query"])
D46_WEATHER = tool("get_weather_now", "Get the current weather for a location.",
  {"location": {"type": "string", "description": "City and state, e.g. Austin, TX."}}, ["location"])
D46_MARKER = tool("set_position", "Set the x, y and z coordinates of a named marker.",
  {"marker": {"type": "string", "description": "Name of the marker."},
   "x": {"type": "number", "description": "X coordinate."},
   "y": {"type": "number", "description": "Y coordinate."},
   "z": {"type": "number", "description": "Z coordinate."}}, ["marker", "x", "y", "z"])
D46_LABEL = tool("set_label", "Set the text label of a named marker.",
  {"marker": {"type": "string", "description": "Name of the marker."},
   "label": {"type": "string", "description": "The new label."}}, ["marker", "label"])
D46_BUSES = tool("find_bus_trips", "Search bus trips between two cities on a date.",
  {"origin_city": {"type": "string", "description": "City of departure."},
   "destination_city": {"type": "string", "description": "City of arrival."},
   "travel_date": {"type": "string", "description": "Date of travel, YYYY-MM-DD."},
   "passengers": {"type": "integer", "description": "Number of passengers."}}, ["origin_city", "destination_city", "travel_date"])
D46_BUYBUS = tool("purchase_bus_ticket", "Buy tickets for a chosen bus trip.",
  {"origin_city": {"type": "string", "description": "City of departure."},
   "destination_city": {"type": "string", "description": "City of arrival."},
   "travel_date": {"type": "string", "description": "Date of travel, YYYY-MM-DD."},
   "departure_time": {"type": "string", "description": "Departure time, HH:MM."},
   "passengers": {"type": "integer", "description": "Number of passengers."}},
  ["origin_city", "destination_city", "travel_date", "departure_time"])
D46_DELIVERY = tool("order_delivery", "Order food for delivery from a restaurant.",
  {"restaurant": {"type": "string", "description": "Name of the restaurant."},
   "items": {"type": "array", "items": {"type": "string"}, "description": "Dishes to order."},
   "quantities": {"type": "array", "items": {"type": "integer"}, "description": "How many of each dish."}}, ["restaurant", "items"])
D46_HOMES = tool("search_homes", "Find homes to rent or buy in an area.",
  {"area": {"type": "string", "description": "City and state, e.g. Fresno, CA."},
   "intent": {"type": "string", "enum": ["rent", "buy"], "description": "Whether to rent or buy."},
   "bedrooms": {"type": "integer", "description": "Number of bedrooms."},
   "has_garage": {"type": "boolean", "description": "Whether the home has a garage."}}, ["area", "intent"])
D46_RENTCAR = tool("get_rental_cars", "Find rental cars available in a city for a period.",
  {"city": {"type": "string", "description": "The city."},
   "start_date": {"type": "string", "description": "First day of the rental, YYYY-MM-DD."},
   "end_date": {"type": "string", "description": "Last day of the rental, YYYY-MM-DD."},
   "car_type": {"type": "string", "enum": ["Hatchback", "Sedan", "SUV"], "description": "Kind of car."}},
  ["city", "start_date", "end_date"])
D46_SHOWINGS = tool("find_showings", "Find movies showing at theaters in a city.",
  {"city": {"type": "string", "description": "The city."},
   "theater": {"type": "string", "description": "Name of the theater."},
   "genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Sci-fi"], "description": "The genre."}}, ["city"])
D46_ARCHIVE = tool("search_archive", "Search the conversation archive for past messages.",
  {"query": {"type": "string", "description": "What to look for."}}, ["query"])
D46_SEND = tool("send_reply", "Send a reply message to the user.",
  {"message": {"type": "string", "description": "The message."}}, ["message"])
D46_SIGHTS = tool("find_sights", "Find places to visit in a city.",
  {"city": {"type": "string", "description": "The city."},
   "category": {"type": "string", "enum": ["Museum", "Park", "Zoo", "Theme Park"], "description": "Kind of place."},
   "free_entry": {"type": "boolean", "description": "Whether entry is free."},
   "good_for_kids": {"type": "boolean", "description": "Whether it suits children."}}, ["city"])
D46_GETFW = tool("get_firewall_rules", "Get the firewall rules configured for a server.",
  {"server_id": {"type": "string", "description": "The server's id."}}, ["server_id"])
D46_SETFW = tool("set_firewall_rules", "Replace the firewall rules of a server.",
  {"server_id": {"type": "string", "description": "The server's id."},
   "rules": {"type": "array", "items": {"type": "string"}, "description": "The new rules."}}, ["server_id", "rules"])
D46_HEATER = tool("control_heater", "Control the heater's mode and fan speed.",
  {"mode": {"type": "string", "enum": ["ECO", "COMFORT", "BOOST"], "description": "Operating mode."},
   "fan_speed": {"type": "string", "enum": ["LOW", "MEDIUM", "HIGH"], "description": "Fan speed."}}, ["mode"])
D46_HOTEL = tool("book_hotel_room", "Reserve a room at a hotel.",
  {"city": {"type": "string", "description": "The city."},
   "check_in": {"type": "string", "description": "Check-in date, YYYY-MM-DD."},
   "nights": {"type": "integer", "description": "Number of nights."}}, ["city", "check_in", "nights"])
DECLINED46: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Please don't let me forget to 'renew my library card'", [D46_TASKS, D46_WEATHER], [("manage_tasks", {"action": "add", "text": "renew my library card"})]),
 ("Could you note that I had 2 cups of green tea with lunch?", [D46_MEAL, D46_WEATHER], [("track_meal", {"item": "green tea", "amount": 2, "unit": "cups", "meal": "lunch"})]),
 ("Can you look up 'Bohemian Rhapsody'?", [D46_TRACK, D46_WEATHER], [("play_track", {"query": "Bohemian Rhapsody"})]),
 ("Move 'beacon7' to 5,1,9", [D46_MARKER, D46_LABEL], [("set_position", {"marker": "beacon7", "x": 5, "y": 1, "z": 9})]),
 ("get the weather of Denver, CO", [D46_WEATHER, WEB], [("get_weather_now", {"location": "Denver, CO"})]),
 ("Can you book bus tickets for three people from Boston to Albany on 2024-06-03?", [D46_BUSES, D46_BUYBUS], [("find_bus_trips", {"origin_city": "Boston", "destination_city": "Albany", "travel_date": "2024-06-03", "passengers": 3})]),
 ("I'd like to buy two burritos from Chipotle.", [D46_DELIVERY, D46_WEATHER], [("order_delivery", {"restaurant": "Chipotle", "items": ["burritos"], "quantities": [2]})]),
 ("I'm looking to rent a 3-bedroom place with a garage in Fremont, CA.", [D46_HOMES, D46_WEATHER], [("search_homes", {"area": "Fremont, CA", "intent": "rent", "bedrooms": 3, "has_garage": True})]),
 ("Can you locate hatchbacks for rent in Reno from 2024-07-01 to 2024-07-04?", [D46_RENTCAR, D46_HOTEL], [("get_rental_cars", {"city": "Reno", "start_date": "2024-07-01", "end_date": "2024-07-04", "car_type": "Hatchback"})]),
 ("Search for me movies shown in Eugene at Regal Valley River.", [D46_SHOWINGS, D46_WEATHER], [("find_showings", {"city": "Eugene", "theater": "Regal Valley River"})]),
 ("What is Priya's favourite colour? The answer is in the archive.", [D46_ARCHIVE, D46_SEND], [("search_archive", {"query": "Priya's favourite colour"})]),
 ("Can you search for a museum in Boston that's good for kids and free to enter?", [D46_SIGHTS, D46_WEATHER], [("find_sights", {"city": "Boston", "category": "Museum", "free_entry": True, "good_for_kids": True})]),
 ("I need to check the firewall rules set up for my server. Its id is 'srv-42'.", [D46_GETFW, D46_SETFW], [("get_firewall_rules", {"server_id": "srv-42"})]),
 ("Switch the heater to eco mode with a low fan speed", [D46_HEATER, D46_WEATHER], [("control_heater", {"mode": "ECO", "fan_speed": "LOW"})]),
 ("Book me a room in Austin from 2024-09-10 for four nights", [D46_HOTEL, D46_RENTCAR], [("book_hotel_room", {"city": "Austin", "check_in": "2024-09-10", "nights": 4})]),
 ("Search hotel prices in Rome using the tools, then answer in a table", [WEB, D46_WEATHER], [("web_search", {"query": "hotel prices in Rome"})]),
]
DECLINED46_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Why do people forget the things on their to-do lists?", [D46_TASKS, D46_WEATHER], []),
 ("How many calories are in a cup of green tea?", [D46_MEAL, D46_WEATHER], []),
 ("Who wrote Bohemian Rhapsody?", [D46_TRACK, D46_WEATHER], []),
 ("What is a 3D coordinate system?", [D46_MARKER, D46_LABEL], []),
 ("Are buses cheaper than trains in general?", [D46_BUSES, D46_BUYBUS], []),
 ("Is Chipotle a healthy place to eat?", [D46_DELIVERY, D46_WEATHER], []),
 ("Is it better to rent or to buy a house?", [D46_HOMES, D46_WEATHER], []),
 ("How do rental car companies set their prices?", [D46_RENTCAR, D46_HOTEL], []),
 ("Who directed the first movie ever made?", [D46_SHOWINGS, D46_WEATHER], []),
 ("Why do museums charge an entry fee?", [D46_SIGHTS, D46_WEATHER], []),
 ("What is a firewall rule, in simple terms?", [D46_GETFW, D46_SETFW], []),
 ("Is an eco mode heater cheaper to run?", [D46_HEATER, D46_WEATHER], []),
]


# USERS46: written at round 46 before any fix it measures (see the module's docstring).
_LAST_MONTH = (datetime.date.today().replace(day=1) - datetime.timedelta(days=1)).strftime("%Y-%m")
U46_THERMOSTAT = tool("set_thermostat", "Set the target temperature of a room's thermostat.",
  {"temperature": {"type": "number", "description": "Target temperature in degrees."},
   "room": {"type": "string", "description": "The room, e.g. kitchen."}}, ["temperature"])
U46_LIGHTS = tool("set_lights", "Turn the lights of a room on or off.",
  {"room": {"type": "string", "description": "The room."}, "on": {"type": "boolean", "description": "True to turn on."}}, ["room", "on"])
U46_CONTACT = tool("lookup_person", "Look up a person in the company directory: title, team, email and phone.",
  {"name": {"type": "string", "description": "Full name of the person."}}, ["name"])
U46_MEETING = tool("schedule_meeting", "Schedule a meeting with colleagues.",
  {"attendees": {"type": "array", "items": {"type": "string"}, "description": "Email addresses."},
   "start": {"type": "string", "description": "Start time, YYYY-MM-DD HH:MM."}}, ["attendees", "start"])
U46_BALANCE = tool("get_balance", "Get the current balance of one of the user's bank accounts.",
  {"account": {"type": "string", "enum": ["checking", "savings", "credit_card"], "description": "Which account."}}, ["account"])
U46_TRANSFER = tool("transfer_funds", "Move money between the user's accounts.",
  {"from_account": {"type": "string"}, "to_account": {"type": "string"}, "amount": {"type": "number"}}, ["from_account", "to_account", "amount"])
U46_PRODUCTS = tool("search_products", "Search the store's catalog for products.",
  {"query": {"type": "string", "description": "What to search for."},
   "max_price": {"type": "number", "description": "Highest price in USD."},
   "sort": {"type": "string", "enum": ["relevance", "price_asc", "price_desc", "rating"], "description": "Order of the results."}}, ["query"])
U46_CART = tool("add_to_cart", "Add a product to the shopping cart by its id.",
  {"product_id": {"type": "string"}, "quantity": {"type": "integer"}}, ["product_id"])
U46_PROVIDER = tool("find_provider", "Find healthcare providers near the user by specialty.",
  {"specialty": {"type": "string", "description": "Medical specialty, e.g. cardiologist."}}, ["specialty"])
U46_BOOK = tool("book_appointment", "Book an appointment with a provider by the provider's id.",
  {"provider_id": {"type": "string"}, "time": {"type": "string", "description": "YYYY-MM-DD HH:MM"}}, ["provider_id", "time"])
U46_PLAY = tool("play_music", "Play music on the speaker.",
  {"query": {"type": "string", "description": "Song, artist, album or playlist to play."}}, ["query"])
U46_VOLUME = tool("set_volume", "Set the speaker volume.",
  {"level": {"type": "integer", "description": "Volume from 0 to 100."}}, ["level"])
U46_QUOTE = tool("get_stock_quote", "Get the latest quote for a stock.",
  {"ticker": {"type": "string", "description": "Stock ticker symbol, e.g. AAPL."}}, ["ticker"])
U46_NEWS = tool("get_headlines", "Get the top news headlines about a topic.",
  {"topic": {"type": "string"}}, ["topic"])
U46_FLIGHT = tool("get_flight_status", "Get the live status of a flight.",
  {"flight_number": {"type": "string", "description": "Airline code and number, e.g. BA117."}}, ["flight_number"])
U46_PARCEL = tool("track_parcel", "Track a parcel by its tracking number.",
  {"tracking_number": {"type": "string"}}, ["tracking_number"])
U46_PAYSLIP = tool("get_payslip", "Download the user's payslip for a month.",
  {"month": {"type": "string", "description": "The month, in YYYY-MM format."}}, ["month"])
U46_LEAVE = tool("request_leave", "Request days off.",
  {"start_date": {"type": "string", "description": "YYYY-MM-DD"}, "end_date": {"type": "string", "description": "YYYY-MM-DD"}}, ["start_date", "end_date"])
U46_LOGS = tool("get_service_logs", "Fetch recent log lines of a service.",
  {"service": {"type": "string", "description": "Service name, e.g. payments."},
   "lines": {"type": "integer", "description": "How many lines.", "default": 100}}, ["service"])
U46_RESTART = tool("restart_service", "Restart a service.",
  {"service": {"type": "string", "description": "Service name."}}, ["service"])
U46_LOGLEVEL = tool("set_log_level", "Change how verbose a service's logging is.",
  {"service": {"type": "string", "description": "Service name."},
   "level": {"type": "string", "enum": ["debug", "info", "warning", "error"]}}, ["service", "level"])
U46_STATUS = tool("update_task_status", "Change the status of a task on the board.",
  {"task_id": {"type": "string", "description": "Task key, e.g. T-3."},
   "status": {"type": "string", "enum": ["todo", "in_progress", "in_review", "done"]}}, ["task_id", "status"])
U46_TASK = tool("create_task", "Create a task on the board.",
  {"title": {"type": "string"}}, ["title"])
U46_DM = tool("send_direct_message", "Send a direct message to a user in the team chat.",
  {"user": {"type": "string", "description": "Username, e.g. jdoe."}, "text": {"type": "string", "description": "The message."}}, ["user", "text"])
U46_EMAIL = tool("send_email", "Send an email.",
  {"to": {"type": "string", "description": "Recipient address."}, "subject": {"type": "string"},
   "body": {"type": "string", "description": "The text of the email."}}, ["to", "body"])
U46_INSTANCE = tool("launch_instance", "Launch a new cloud virtual machine.",
  {"instance_type": {"type": "string", "description": "Machine type, e.g. t3.micro."},
   "region": {"type": "string", "description": "Region, e.g. eu-west-1."}}, ["instance_type", "region"])
U46_INSTANCES = tool("list_instances", "List the running virtual machines in a region.",
  {"region": {"type": "string"}}, ["region"])
U46_EVENT = tool("create_event", "Add an event to the calendar.",
  {"name": {"type": "string", "description": "Name of the event."}, "date": {"type": "string", "description": "YYYY-MM-DD"}}, ["name", "date"])
U46_EVENTS = tool("list_events", "List the calendar events on a day.",
  {"date": {"type": "string", "description": "YYYY-MM-DD"}}, ["date"])
USERS46: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("make it 19.5 in the living room", [U46_THERMOSTAT, U46_LIGHTS, U46_VOLUME], [("set_thermostat", {"temperature": 19.5, "room": "living room"})]),
 ("who is Priya Natarajan?", [U46_CONTACT, U46_MEETING, U46_EMAIL], [("lookup_person", {"name": "Priya Natarajan"})]),
 ("how much is in my savings?", [U46_BALANCE, U46_TRANSFER], [("get_balance", {"account": "savings"})]),
 ("wireless earbuds under $80, cheapest first", [U46_PRODUCTS, U46_CART], [("search_products", {"query": "wireless earbuds", "max_price": 80, "sort": "price_asc"})]),
 ("I need to see a dentist", [U46_PROVIDER, U46_BOOK], [("find_provider", {"specialty": "dentist"})]),
 ("Can you put on some Miles Davis?", [U46_PLAY, U46_VOLUME, U46_LIGHTS], [("play_music", {"query": "Miles Davis"})]),
 ("How is Microsoft doing today?", [U46_QUOTE, U46_NEWS], [("get_stock_quote", {"ticker": "MSFT"})]),
 ("is UA 90 on time?", [U46_FLIGHT, U46_PARCEL], [("get_flight_status", {"flight_number": "UA90"})]),
 ("get my payslip for last month", [U46_PAYSLIP, U46_LEAVE], [("get_payslip", {"month": _LAST_MONTH})]),
 ("show me the checkout logs", [U46_LOGS, U46_RESTART, U46_LOGLEVEL], [("get_service_logs", {"service": "checkout"})]),
 ("auth logs please", [U46_LOGS, U46_RESTART, U46_LOGLEVEL], [("get_service_logs", {"service": "auth"})]),
 ("mark T-12 as in progress", [U46_STATUS, U46_TASK], [("update_task_status", {"task_id": "T-12", "status": "in_progress"})]),
 ("turn on debug logging for billing", [U46_LOGLEVEL, U46_LOGS, U46_RESTART], [("set_log_level", {"service": "billing", "level": "debug"})]),
 ("DM @sam: lunch at 1?", [U46_DM, U46_EMAIL], [("send_direct_message", {"user": "sam", "text": "lunch at 1?"})]),
 ("tell ana@corp.com the build is green", [U46_EMAIL, U46_DM], [("send_email", {"to": "ana@corp.com", "body": "the build is green"})]),
 ("spin up a t3.large in us-east-1", [U46_INSTANCE, U46_INSTANCES], [("launch_instance", {"instance_type": "t3.large", "region": "us-east-1"})]),
 ("put the launch party on the calendar for 2026-12-04", [U46_EVENT, U46_EVENTS], [("create_event", {"name": "launch party", "date": "2026-12-04"})]),
 # my own, of the same kinds
 ("set the bedroom to 21 degrees", [U46_THERMOSTAT, U46_LIGHTS, U46_VOLUME], [("set_thermostat", {"temperature": 21, "room": "bedroom"})]),
 ("What's Dana Whitfield's phone number?", [U46_CONTACT, U46_MEETING, U46_EMAIL], [("lookup_person", {"name": "Dana Whitfield"})]),
 ("what's left on my checking account?", [U46_BALANCE, U46_TRANSFER], [("get_balance", {"account": "checking"})]),
 ("running shoes below $120, best rated first", [U46_PRODUCTS, U46_CART], [("search_products", {"query": "running shoes", "max_price": 120, "sort": "rating"})]),
 ("my daughter needs a pediatrician", [U46_PROVIDER, U46_BOOK], [("find_provider", {"specialty": "pediatrician"})]),
 ("Put on Nina Simone", [U46_PLAY, U46_VOLUME, U46_LIGHTS], [("play_music", {"query": "Nina Simone"})]),
 ("where is flight DL 405 now?", [U46_FLIGHT, U46_PARCEL], [("get_flight_status", {"flight_number": "DL405"})]),
 ("move T-7 to done", [U46_STATUS, U46_TASK], [("update_task_status", {"task_id": "T-7", "status": "done"})]),
 ("message @lee: standup moved to 10", [U46_DM, U46_EMAIL], [("send_direct_message", {"user": "lee", "text": "standup moved to 10"})]),
 ("launch an m5.xlarge in eu-central-1", [U46_INSTANCE, U46_INSTANCES], [("launch_instance", {"instance_type": "m5.xlarge", "region": "eu-central-1"})]),
 ("the search logs, last 50 lines", [U46_LOGS, U46_RESTART, U46_LOGLEVEL], [("get_service_logs", {"service": "search", "lines": 50})]),
]
USERS46_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's a healthy temperature for a bedroom?", [U46_THERMOSTAT, U46_LIGHTS, U46_VOLUME], []),
 ("Who was Miles Davis married to?", [U46_PLAY, U46_VOLUME, U46_LIGHTS], []),
 ("How do savings accounts earn interest?", [U46_BALANCE, U46_TRANSFER], []),
 ("Why do dentists recommend flossing?", [U46_PROVIDER, U46_BOOK], []),
 ("What does in progress mean on a kanban board?", [U46_STATUS, U46_TASK], []),
 ("Is debug logging bad for performance?", [U46_LOGLEVEL, U46_LOGS, U46_RESTART], []),
 ("How many people work at Microsoft?", [U46_QUOTE, U46_NEWS], []),
 ("what is a t3.large?", [U46_INSTANCE, U46_INSTANCES], []),
]

V46_TABLE = tool("reserve_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "Name of the restaurant."},
   "date": {"type": "string", "description": "The day of the booking, in the format YYYY-MM-DD."},
   "time": {"type": "string", "description": "Time of the booking in 24-hour HH:MM format."},
   "guests": {"type": "integer", "description": "How many people.", "default": 2}}, ["restaurant", "date", "time"])
V46_EXPENSES = tool("list_expenses", "List the expenses recorded since a day.",
  {"since": {"type": "string", "description": "First day to include, formatted as MM/DD/YYYY."}}, ["since"])
V46_TICKET = tool("open_ticket", "Open a support ticket.",
  {"title": {"type": "string", "description": "Short summary of the problem."},
   "urgency": {"type": "string", "enum": ["LOW", "NORMAL", "URGENT"], "description": "How urgent the ticket is.", "default": "NORMAL"}}, ["title"])
V46_CLIMATE = tool("room_temperature", "Read the temperature of a room.",
  {"room": {"type": "string", "description": "The room."},
   "scale": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "Temperature scale.", "default": "celsius"}}, ["room"])
V46_ORDER = tool("track_order", "Track an order by its number.",
  {"order_number": {"type": "string", "description": "The order number."}}, ["order_number"])
V46_GROCERY = tool("add_groceries", "Add items to the grocery list.",
  {"items": {"type": "array", "items": {"type": "string"}, "description": "The items to add."}}, ["items"])
V46_SHOP = tool("search_products", "Search the shop's catalogue.",
  {"query": {"type": "string", "description": "What to look for."},
   "max_price": {"type": "number", "description": "Highest price in dollars."}}, ["query"])
V46_TRANSLATE = tool("translate_text", "Translate a text into another language.",
  {"text": {"type": "string", "description": "The text."},
   "target": {"type": "string", "description": "Language to translate into, e.g. German."},
   "source": {"type": "string", "description": "Language of the text. Default 'auto' detects it.", "default": "auto"}}, ["text", "target"])
V46_NEWS = tool("latest_news", "Get the latest news on a subject.",
  {"subject": {"type": "string", "description": "The subject."},
   "count": {"type": "integer", "description": "How many articles to return.", "default": 10}}, ["subject"])
V46_FILES = tool("list_directory", "List the files in a directory.",
  {"path": {"type": "string", "description": "The directory path."},
   "show_hidden": {"type": "boolean", "description": "Whether hidden files are listed too.", "default": False}}, ["path"])
V46_TIMER = tool("start_countdown", "Start a countdown.",
  {"minutes": {"type": "integer", "description": "Length of the countdown in minutes."}}, ["minutes"])
V46_TRANSFER = tool("transfer_money", "Transfer money to an account.",
  {"account": {"type": "string", "description": "The account number to pay into."},
   "amount": {"type": "number", "description": "Amount in dollars."}}, ["account", "amount"])
V46_TASKS = tool("set_task_state", "Change the state of a task.",
  {"task_id": {"type": "integer", "description": "The task's id."},
   "state": {"type": "string", "enum": ["todo", "in_progress", "done"], "description": "The new state."}}, ["task_id", "state"])
V46_SONG = tool("play_song", "Play a song.",
  {"title": {"type": "string", "description": "The song's title."},
   "artist": {"type": "string", "description": "The performer. Optional."}}, ["title"])
V46_NEARBY = tool("find_nearby", "Find places of a kind near the user.",
  {"kind": {"type": "string", "description": "Kind of place, e.g. pharmacy."},
   "radius_m": {"type": "integer", "description": "Search radius in meters.", "default": 1000}}, ["kind"])
V46_WEATHER = tool("current_weather", "Current weather for a location.",
  {"location": {"type": "string", "description": "The city and state, e.g. 'Dallas, TX'."}}, ["location"])
VALUES46: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Book a table at Nopa on March 3, 2026 at 7pm", [V46_TABLE, V46_WEATHER], [("reserve_table", {"restaurant": "Nopa", "date": "2026-03-03", "time": "19:00"})]),
 ("Reserve Chez Lulu for 6 people on 2026-04-18 at 8:30 pm", [V46_TABLE, V46_NEARBY], [("reserve_table", {"restaurant": "Chez Lulu", "date": "2026-04-18", "time": "20:30", "guests": 6})]),
 ("Show my expenses since 2025-01-15", [V46_EXPENSES, V46_TRANSFER], [("list_expenses", {"since": "01/15/2025"})]),
 ("Open a ticket about the broken printer, it's urgent", [V46_TICKET, V46_TASKS], [("open_ticket", {"title": "broken printer", "urgency": "URGENT"})]),
 ("What's the temperature in the nursery in fahrenheit?", [V46_CLIMATE, V46_WEATHER], [("room_temperature", {"room": "nursery", "scale": "fahrenheit"})]),
 ("Where is my order 55213?", [V46_ORDER, V46_SHOP], [("track_order", {"order_number": "55213"})]),
 ("Add oat milk, eggs and rye bread to my grocery list", [V46_GROCERY, V46_SHOP], [("add_groceries", {"items": ["oat milk", "eggs", "rye bread"]})]),
 ("Search the shop for trail running shoes under $120", [V46_SHOP, V46_GROCERY], [("search_products", {"query": "trail running shoes", "max_price": 120})]),
 ("Translate 'good night' into Italian", [V46_TRANSLATE, V46_NEWS], [("translate_text", {"text": "good night", "target": "Italian"})]),
 ("Give me the 5 latest news articles on electric cars", [V46_NEWS, V46_SHOP], [("latest_news", {"subject": "electric cars", "count": 5})]),
 ("List the files in /var/log including hidden ones", [V46_FILES, V46_NEWS], [("list_directory", {"path": "/var/log", "show_hidden": True})]),
 ("Start a countdown of 2 hours", [V46_TIMER, V46_TASKS], [("start_countdown", {"minutes": 120})]),
 ("Transfer 1,250 dollars to account 440021", [V46_TRANSFER, V46_EXPENSES], [("transfer_money", {"account": "440021", "amount": 1250})]),
 ("Move task 31 to in progress", [V46_TASKS, V46_TICKET], [("set_task_state", {"task_id": 31, "state": "in_progress"})]),
 ("Play Yellow by Coldplay", [V46_SONG, V46_NEWS], [("play_song", {"title": "Yellow", "artist": "Coldplay"})]),
 ("Find a pharmacy within 2 km", [V46_NEARBY, V46_WEATHER], [("find_nearby", {"kind": "pharmacy", "radius_m": 2000})]),
 ("How's the weather in Austin, Texas right now?", [V46_WEATHER, V46_NEARBY], [("current_weather", {"location": "Austin, TX"})]),
 ("Mark task 7 as done please", [V46_TASKS, V46_TICKET], [("set_task_state", {"task_id": 7, "state": "done"})]),
]

# DECLINED47: written at round 47 before any fix it measures (see the module's docstring).
D47_TODOS = tool("list_todos", "List the items on the user's to-do list.",
  {"include_done": {"type": "boolean", "description": "Whether finished items are listed too.", "default": False}}, [])
D47_ADDTODO = tool("add_todo", "Add an item to the to-do list.",
  {"text": {"type": "string", "description": "The item."}}, ["text"])
D47_WEATHER = tool("get_weather", "Get the current weather for a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
D47_QUOTE = tool("get_quote", "Get the latest price quote for a stock.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. AAPL."}}, ["symbol"])
D47_FX = tool("convert_currency", "Convert an amount between currencies.",
  {"amount": {"type": "number"}, "from_currency": {"type": "string"}, "to_currency": {"type": "string"}}, ["amount", "from_currency", "to_currency"])
D47_NEWS = tool("get_headlines", "Get the top news headlines about a topic.",
  {"topic": {"type": "string"}}, ["topic"])
D47_GHUSER = tool("get_user", "Get a GitHub user's public profile.",
  {"username": {"type": "string", "description": "The user's login."}}, ["username"])
D47_GHREPOS = tool("list_repos", "List the repositories of a GitHub user.",
  {"owner": {"type": "string", "description": "The owner's login."}}, ["owner"])
D47_GHISSUE = tool("create_issue", "Open an issue in a GitHub repository.",
  {"repo": {"type": "string", "description": "owner/name"}, "title": {"type": "string"}}, ["repo", "title"])
D47_SHOP = tool("search_products", "Search the store for products.",
  {"query": {"type": "string", "description": "What to look for."}}, ["query"])
D47_CART = tool("add_to_cart", "Add a product to the cart by its id.",
  {"product_id": {"type": "string"}, "quantity": {"type": "integer", "default": 1}}, ["product_id"])
D47_ORDER = tool("track_order", "Track an order by its number.",
  {"order_number": {"type": "string"}}, ["order_number"])
D47_DEFINE = tool("lookup_word", "Look up a word's definition.",
  {"word": {"type": "string", "description": "The word."}}, ["word"])
D47_TRANSLATE = tool("translate", "Translate text into another language.",
  {"text": {"type": "string"}, "target_language": {"type": "string"}}, ["text", "target_language"])
D47_SPELL = tool("check_spelling", "Check the spelling of a text.",
  {"text": {"type": "string"}}, ["text"])
D47_PLAY = tool("play_music", "Play music on the speaker.",
  {"query": {"type": "string", "description": "Song, artist, album, genre or playlist."}}, ["query"])
D47_VOLUME = tool("set_volume", "Set the speaker volume.",
  {"level": {"type": "integer", "description": "Volume from 0 to 100."}}, ["level"])
D47_ALARM = tool("set_alarm", "Set an alarm.",
  {"time": {"type": "string", "description": "HH:MM"}}, ["time"])
D47_BOOK = tool("book_appointment", "Book an appointment with a service provider.",
  {"service": {"type": "string", "description": "The kind of service, e.g. haircut."},
   "date": {"type": "string", "description": "YYYY-MM-DD. Optional."}}, ["service"])
D47_CANCEL = tool("cancel_appointment", "Cancel an appointment by its id.",
  {"appointment_id": {"type": "string"}}, ["appointment_id"])
D47_LISTAPPTS = tool("list_appointments", "List the user's upcoming appointments.", {}, [])
DECLINED47: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's left on my to-do list?", [D47_TODOS, D47_ADDTODO, D47_WEATHER], [("list_todos", {})]),
 ("anything still open on my todo list?", [D47_TODOS, D47_ADDTODO, D47_WEATHER], [("list_todos", {})]),
 ("how's GOOG doing today?", [D47_QUOTE, D47_FX, D47_NEWS], [("get_quote", {"symbol": "GOOG"})]),
 ("what's NVDA trading at?", [D47_QUOTE, D47_FX, D47_NEWS], [("get_quote", {"symbol": "NVDA"})]),
 ("show me the GitHub profile of torvalds", [D47_GHUSER, D47_GHREPOS, D47_GHISSUE], [("get_user", {"username": "torvalds"})]),
 ("pull up octocat's GitHub account", [D47_GHUSER, D47_GHREPOS, D47_GHISSUE], [("get_user", {"username": "octocat"})]),
 ("find me a yoga mat", [D47_SHOP, D47_CART, D47_ORDER], [("search_products", {"query": "yoga mat"})]),
 ("I'm after a standing desk", [D47_SHOP, D47_CART, D47_ORDER], [("search_products", {"query": "standing desk"})]),
 ("what does 'ephemeral' mean?", [D47_DEFINE, D47_TRANSLATE, D47_SPELL], [("lookup_word", {"word": "ephemeral"})]),
 ("what's the meaning of 'laconic'?", [D47_DEFINE, D47_TRANSLATE, D47_SPELL], [("lookup_word", {"word": "laconic"})]),
 ("put on some jazz", [D47_PLAY, D47_VOLUME, D47_ALARM], [("play_music", {"query": "jazz"})]),
 ("play some lo-fi", [D47_PLAY, D47_VOLUME, D47_ALARM], [("play_music", {"query": "lo-fi"})]),
 ("book me a dentist appointment", [D47_BOOK, D47_CANCEL, D47_LISTAPPTS], [("book_appointment", {"service": "dentist"})]),
 ("get me a haircut appointment", [D47_BOOK, D47_CANCEL, D47_LISTAPPTS], [("book_appointment", {"service": "haircut"})]),
]
DECLINED47_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("how do I build a to-do list app?", [D47_TODOS, D47_ADDTODO, D47_WEATHER], []),
 ("what is a stock ticker symbol?", [D47_QUOTE, D47_FX, D47_NEWS], []),
 ("who founded GitHub?", [D47_GHUSER, D47_GHREPOS, D47_GHISSUE], []),
 ("how should I clean a yoga mat?", [D47_SHOP, D47_CART, D47_ORDER], []),
 ("write a short poem about ephemeral things", [D47_DEFINE, D47_TRANSLATE, D47_SPELL], []),
 ("who invented jazz?", [D47_PLAY, D47_VOLUME, D47_ALARM], []),
 ("how often should I see a dentist?", [D47_BOOK, D47_CANCEL, D47_LISTAPPTS], []),
 ("is Google a good company to work for?", [D47_QUOTE, D47_FX, D47_NEWS], []),
]



L47_TRACK_PACKAGE = ExternalTool('track_package', 'Track a parcel by its tracking number.', {'properties': {'carrier': {'default': 'ups', 'enum': ['ups', 'fedex', 'usps', 'dhl'], 'type': 'string'}, 'tracking_number': {'type': 'string'}}, 'required': ['tracking_number'], 'type': 'object'})
L47_REFUND_PAYMENT = ExternalTool('refund_payment', 'Refund a payment, fully or partly.', {'properties': {'amount': {'anyOf': [{'type': 'number'}, {'type': 'null'}], 'default': None}, 'payment_id': {'type': 'string'}, 'reason': {'default': '', 'type': 'string'}}, 'required': ['payment_id'], 'type': 'object'})
L47_CHECK_INVENTORY = ExternalTool('check_inventory', 'How many units of a product are in stock.', {'properties': {'sku': {'type': 'string'}, 'warehouse': {'default': 'main', 'type': 'string'}}, 'required': ['sku'], 'type': 'object'})
L47_FLIGHT_STATUS = ExternalTool('flight_status', 'Get the status of a flight (on time, delayed, cancelled).', {'properties': {'date': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}, 'flight_number': {'type': 'string'}}, 'required': ['flight_number'], 'type': 'object'})
L47_SEARCH_HOTELS = ExternalTool('search_hotels', 'Find hotels in a city for the given dates (YYYY-MM-DD).', {'properties': {'check_in': {'type': 'string'}, 'check_out': {'type': 'string'}, 'city': {'type': 'string'}, 'guests': {'default': 1, 'type': 'integer'}}, 'required': ['city', 'check_in', 'check_out'], 'type': 'object'})
L47_GET_RECIPE = ExternalTool('get_recipe', 'Get a recipe for a dish.', {'properties': {'dish': {'type': 'string'}, 'servings': {'default': 2, 'type': 'integer'}}, 'required': ['dish'], 'type': 'object'})
L47_GENERATE_PASSWORD = ExternalTool('generate_password', 'Generate a random password.', {'properties': {'length': {'default': 16, 'type': 'integer'}, 'symbols': {'default': True, 'type': 'boolean'}}, 'required': [], 'type': 'object'})
L47_RANDOM_NUMBER = ExternalTool('random_number', 'Pick a random integer between low and high inclusive.', {'properties': {'high': {'type': 'integer'}, 'low': {'type': 'integer'}}, 'required': ['low', 'high'], 'type': 'object'})
L47_IP_LOOKUP = ExternalTool('ip_lookup', 'Look up the location of an IP address.', {'properties': {'ip': {'type': 'string'}}, 'required': ['ip'], 'type': 'object'})
L47_SHORTEN_URL = ExternalTool('shorten_url', 'Shorten a long URL.', {'properties': {'url': {'type': 'string'}}, 'required': ['url'], 'type': 'object'})
L47_CREATE_EVENT = ExternalTool('create_event', 'Create a calendar event. start is an ISO date-time.', {'properties': {'attendees': {'anyOf': [{'items': {'type': 'string'}, 'type': 'array'}, {'type': 'null'}], 'default': None}, 'duration_minutes': {'default': 60, 'type': 'integer'}, 'start': {'type': 'string'}, 'title': {'type': 'string'}}, 'required': ['title', 'start'], 'type': 'object'})
L47_FIND_CONTACT = ExternalTool('find_contact', "Find a contact's phone number and email by name.", {'properties': {'name': {'type': 'string'}}, 'required': ['name'], 'type': 'object'})
L47_SEND_SMS = ExternalTool('send_sms', 'Send a text message to a phone number.', {'properties': {'message': {'type': 'string'}, 'phone': {'type': 'string'}}, 'required': ['phone', 'message'], 'type': 'object'})
L47_BMI = ExternalTool('bmi', 'Compute body mass index from weight and height.', {'properties': {'height_cm': {'type': 'number'}, 'weight_kg': {'type': 'number'}}, 'required': ['weight_kg', 'height_cm'], 'type': 'object'})
L47_TIP = ExternalTool('tip', 'Compute the tip for a restaurant bill.', {'properties': {'bill': {'type': 'number'}, 'percent': {'default': 15, 'type': 'number'}}, 'required': ['bill'], 'type': 'object'})
L47_CONVERT_LENGTH = ExternalTool('convert_length', 'Convert a length between units (m, km, mi, ft, in, cm).', {'properties': {'from_unit': {'type': 'string'}, 'to_unit': {'type': 'string'}, 'value': {'type': 'number'}}, 'required': ['value', 'from_unit', 'to_unit'], 'type': 'object'})
L47_RUN_SQL = ExternalTool('run_sql', 'Run a read-only SQL query against the analytics database.', {'properties': {'query': {'type': 'string'}}, 'required': ['query'], 'type': 'object'})
L47_CREATE_TICKET = ExternalTool('create_ticket', 'Open a ticket in the issue tracker.', {'properties': {'assignee': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}, 'priority': {'default': 'medium', 'enum': ['low', 'medium', 'high'], 'type': 'string'}, 'title': {'type': 'string'}}, 'required': ['title'], 'type': 'object'})
L47_GET_SCORE = ExternalTool('get_score', 'Latest game score of a sports team.', {'properties': {'team': {'type': 'string'}}, 'required': ['team'], 'type': 'object'})
L47_DEFINE = ExternalTool('define', 'Define an English word.', {'properties': {'word': {'type': 'string'}}, 'required': ['word'], 'type': 'object'})
L47_CANCEL_ORDER = ExternalTool('cancel_order', 'Cancel an order.', {'properties': {'order_id': {'type': 'string'}, 'reason': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}}, 'required': ['order_id'], 'type': 'object'})
L47_GET_WEATHER = ExternalTool('get_weather', 'Get the weather for a city.', {'properties': {'city': {'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L47_GET_SHARE_PRICE = ExternalTool('get_share_price', 'Current share price for a stock ticker.', {'properties': {'ticker': {'type': 'string'}}, 'required': ['ticker'], 'type': 'object'})
L47_WORD_COUNT = ExternalTool('word_count', 'Count words in text.', {'properties': {'text': {'type': 'string'}}, 'required': ['text'], 'type': 'object'})
L47_GET_CAPITAL = ExternalTool('get_capital', 'Get the capital city of a country.', {'properties': {'country': {'type': 'string'}}, 'required': ['country'], 'type': 'object'})
L47_CONVERT_CURRENCY = ExternalTool('convert_currency', 'Convert an amount from one currency to another.', {'properties': {'amount': {'type': 'number'}, 'from_currency': {'type': 'string'}, 'to_currency': {'type': 'string'}}, 'required': ['amount', 'from_currency', 'to_currency'], 'type': 'object'})
L47_ORDER_STATUS = ExternalTool('order_status', 'Get the status of an order.', {'properties': {'order_number': {'type': 'string'}}, 'required': ['order_number'], 'type': 'object'})
L47_EMAIL = ExternalTool('email', 'Send an email message.', {'properties': {'message': {'type': 'string'}, 'recipient': {'type': 'string'}, 'subject': {'type': 'string'}}, 'required': ['recipient', 'subject', 'message'], 'type': 'object'})
L47_ADD = ExternalTool('add', 'Add two numbers.', {'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b'], 'type': 'object'})
L47_MULTIPLY = ExternalTool('multiply', 'Multiply two numbers.', {'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b'], 'type': 'object'})
L47_GET_WEATHER2 = ExternalTool('get_weather', 'Get the current weather for a city.', {'properties': {'city': {'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L47_GET_EXCHANGE_RATE = ExternalTool('get_exchange_rate', 'Get the exchange rate from one currency to another.', {'properties': {'base_currency': {'description': 'ISO code of the currency to convert from, e.g. USD.', 'type': 'string'}, 'quote_currency': {'description': 'ISO code of the currency to convert to, e.g. EUR.', 'type': 'string'}}, 'required': ['base_currency', 'quote_currency'], 'type': 'object'})
L47_EXCHANGE_RATE = ExternalTool('exchange_rate', 'Get the exchange rate between two currencies, given as ISO codes like USD.', {'properties': {'base': {'type': 'string'}, 'target': {'type': 'string'}}, 'required': ['base', 'target'], 'type': 'object'})
L47_LOOKUP_ORDER = ExternalTool('lookup_order', 'Look up the status of an order by its id.', {'properties': {'order_id': {'type': 'string'}}, 'required': ['order_id'], 'type': 'object'})
L47_COUNT_WORDS = ExternalTool('count_words', 'Count the words in a text.', {'properties': {'text': {'type': 'string'}}, 'required': ['text'], 'type': 'object'})
L47_SEND_EMAIL = ExternalTool('send_email', 'Send an email.', {'properties': {'body': {'type': 'string'}, 'subject': {'type': 'string'}, 'to': {'type': 'string'}}, 'required': ['to', 'subject', 'body'], 'type': 'object'})
L47_CAPITAL_OF = ExternalTool('capital_of', 'Return the capital city of a country.', {'properties': {'country': {'type': 'string'}}, 'required': ['country'], 'type': 'object'})
L47_GET_STOCK_PRICE = ExternalTool('get_stock_price', 'Get the latest share price for a stock ticker symbol.', {'properties': {'symbol': {'type': 'string'}}, 'required': ['symbol'], 'type': 'object'})

LEAD47: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
    ('where is my package 1Z999AA10123456784?', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], [('track_package', {'tracking_number': '1Z999AA10123456784'})]),
    ('track fedex 7489 2234 1190', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], [('track_package', {'tracking_number': '7489 2234 1190', 'carrier': 'fedex'})]),
    ('refund payment pay_829 because it was a duplicate', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], [('refund_payment', {'payment_id': 'pay_829', 'reason': 'it was a duplicate'})]),
    ('refund $20 of pay_17', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], [('refund_payment', {'payment_id': 'pay_17', 'amount': 20})]),
    ('do we have SKU-4410 in stock?', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], [('check_inventory', {'sku': 'SKU-4410'})]),
    ('how many units of AB-12 are in the berlin warehouse', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], [('check_inventory', {'sku': 'AB-12', 'warehouse': 'berlin'})]),
    ('is LH 400 on time?', [L47_FLIGHT_STATUS, L47_SEARCH_HOTELS, L47_GET_RECIPE], [('flight_status', {'flight_number': 'LH400'})]),
    ('hotels in Rome from 2026-12-20 to 2026-12-23 for 2 people', [L47_FLIGHT_STATUS, L47_SEARCH_HOTELS, L47_GET_RECIPE], [('search_hotels', {'city': 'Rome', 'check_in': '2026-12-20', 'check_out': '2026-12-23', 'guests': 2})]),
    ('how do I make carbonara for 4?', [L47_FLIGHT_STATUS, L47_SEARCH_HOTELS, L47_GET_RECIPE], [('get_recipe', {'dish': 'carbonara', 'servings': 4})]),
    ('give me a recipe for banana bread', [L47_FLIGHT_STATUS, L47_SEARCH_HOTELS, L47_GET_RECIPE], [('get_recipe', {'dish': 'banana bread'})]),
    ('make me a 24 character password', [L47_GENERATE_PASSWORD, L47_RANDOM_NUMBER, L47_IP_LOOKUP, L47_SHORTEN_URL], [('generate_password', {'length': 24})]),
    ('password without symbols please', [L47_GENERATE_PASSWORD, L47_RANDOM_NUMBER, L47_IP_LOOKUP, L47_SHORTEN_URL], [('generate_password', {'symbols': False})]),
    ('pick a number between 1 and 100', [L47_GENERATE_PASSWORD, L47_RANDOM_NUMBER, L47_IP_LOOKUP, L47_SHORTEN_URL], [('random_number', {'low': 1, 'high': 100})]),
    ('where is 8.8.8.8 located?', [L47_GENERATE_PASSWORD, L47_RANDOM_NUMBER, L47_IP_LOOKUP, L47_SHORTEN_URL], [('ip_lookup', {'ip': '8.8.8.8'})]),
    ('shorten https://example.com/a/very/long/path?x=1', [L47_GENERATE_PASSWORD, L47_RANDOM_NUMBER, L47_IP_LOOKUP, L47_SHORTEN_URL], [('shorten_url', {'url': 'https://example.com/a/very/long/path?x=1'})]),
    ("schedule 'Design review' on 2026-12-02T15:00 for 30 minutes", [L47_CREATE_EVENT, L47_FIND_CONTACT, L47_SEND_SMS], [('create_event', {'title': 'Design review', 'start': '2026-12-02T15:00', 'duration_minutes': 30})]),
    ("what's Ana Lopez's number?", [L47_CREATE_EVENT, L47_FIND_CONTACT, L47_SEND_SMS], [('find_contact', {'name': 'Ana Lopez'})]),
    ('text +15551234567 running late', [L47_CREATE_EVENT, L47_FIND_CONTACT, L47_SEND_SMS], [('send_sms', {'phone': '+15551234567', 'message': 'running late'})]),
    ("what's my BMI if I weigh 70 kg and I'm 175 cm tall?", [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('bmi', {'weight_kg': 70, 'height_cm': 175})]),
    ('tip on a $84 bill at 20%', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('tip', {'bill': 84, 'percent': 20})]),
    ('how much should I tip on 50 dollars', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('tip', {'bill': 50})]),
    ('convert 5 km to miles', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('convert_length', {'value': 5, 'from_unit': 'km', 'to_unit': 'mi'})]),
    ('how many feet is 2 meters', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('convert_length', {'value': 2, 'from_unit': 'm', 'to_unit': 'ft'})]),
    ('run SELECT count(*) FROM users', [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], [('run_sql', {'query': 'SELECT count(*) FROM users'})]),
    ('open a high priority ticket: login page is down', [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], [('create_ticket', {'title': 'login page is down', 'priority': 'high'})]),
    ("file a bug 'export fails on Safari' and assign it to maria", [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], [('create_ticket', {'title': 'export fails on Safari', 'assignee': 'maria'})]),
    ('did the Lakers win last night?', [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], [('get_score', {'team': 'Lakers'})]),
    ('define ubiquitous', [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], [('define', {'word': 'ubiquitous'})]),
    ('what does ephemeral mean?', [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], [('define', {'word': 'ephemeral'})]),
    ("what's the weather in Oslo?", [L47_RUN_SQL, L47_CREATE_TICKET, L47_GET_SCORE, L47_DEFINE], []),
    ('book a flight to Paris', [L47_FLIGHT_STATUS, L47_SEARCH_HOTELS, L47_GET_RECIPE], []),
    ('send an email to my boss', [L47_CREATE_EVENT, L47_FIND_CONTACT, L47_SEND_SMS], []),
    ('what is 17 times 23?', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], []),
    ('cancel my order 5521', [L47_TRACK_PACKAGE, L47_REFUND_PAYMENT, L47_CHECK_INVENTORY], []),
    ('cancel order 5521 because I ordered the wrong size', [L47_CANCEL_ORDER, L47_GET_WEATHER, L47_SEND_SMS], [('cancel_order', {'order_id': '5521', 'reason': 'I ordered the wrong size'})]),
    ('sms 555-0134: dinner at 8', [L47_CREATE_EVENT, L47_FIND_CONTACT, L47_SEND_SMS], [('send_sms', {'phone': '555-0134', 'message': 'dinner at 8'})]),
    ("send 'on my way' to +44 20 7946 0958", [L47_CREATE_EVENT, L47_FIND_CONTACT, L47_SEND_SMS], [('send_sms', {'phone': '+44 20 7946 0958', 'message': 'on my way'})]),
    ('lookup 192.168.1.20', [L47_GENERATE_PASSWORD, L47_RANDOM_NUMBER, L47_IP_LOOKUP, L47_SHORTEN_URL], [('ip_lookup', {'ip': '192.168.1.20'})]),
    ('hotels in Rome from Dec 20 for 2 people', [L47_FLIGHT_STATUS, L47_SEARCH_HOTELS, L47_GET_RECIPE], []),
    ('convert 3 miles to km', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('convert_length', {'value': 3, 'from_unit': 'mi', 'to_unit': 'km'})]),
    ('12 inches in cm?', [L47_BMI, L47_TIP, L47_CONVERT_LENGTH], [('convert_length', {'value': 12, 'from_unit': 'in', 'to_unit': 'cm'})]),
    ('How much is one share of Microsoft?', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_share_price', {'ticker': 'MSFT'})]),
    ("What's NVDA trading at?", [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_share_price', {'ticker': 'NVDA'})]),
    ('stock price for tesla', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_share_price', {'ticker': 'TSLA'})]),
    ("How many words are in 'the quick brown fox jumps'?", [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('word_count', {'text': 'the quick brown fox jumps'})]),
    ('count the words: I came, I saw, I conquered', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('word_count', {'text': 'I came, I saw, I conquered'})]),
    ("What's the capital of Australia?", [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_capital', {'country': 'Australia'})]),
    ('capital city of canada', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_capital', {'country': 'Canada'})]),
    ('Which city is the capital of Peru?', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_capital', {'country': 'Peru'})]),
    ('How many euros is 250 dollars?', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('convert_currency', {'amount': 250, 'from_currency': 'USD', 'to_currency': 'EUR'})]),
    ('convert 1000 JPY to GBP', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('convert_currency', {'amount': 1000, 'from_currency': 'JPY', 'to_currency': 'GBP'})]),
    ("where's order 77812?", [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('order_status', {'order_number': '77812'})]),
    ('has my order #A-2291 shipped yet?', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('order_status', {'order_number': 'A-2291'})]),
    ('email bob@example.com with subject Lunch saying see you at noon', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('email', {'recipient': 'bob@example.com', 'subject': 'Lunch', 'message': 'see you at noon'})]),
    ('send an email to jane@corp.io about the launch: we go live Monday', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('email', {'recipient': 'jane@corp.io', 'subject': 'the launch', 'message': 'we go live Monday'})]),
    ("What's 345 times 12?", [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('multiply', {'a': 345, 'b': 12})]),
    ('sum of 19 and 23', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': 19, 'b': 23})]),
    ('Is it raining in Seattle?', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Seattle'})]),
    ('how hot is it in Cairo right now', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Cairo'})]),
    ("What's the capital of France and the weather there?", [L47_GET_CAPITAL, L47_GET_WEATHER2, L47_ADD], [('get_capital', {'country': 'France'})]),
    ('weather in Oslo and in Rome', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Oslo'}), ('get_weather', {'city': 'Rome'})]),
    ('add 2 and 3, and multiply 4 by 5', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': 2, 'b': 3}), ('multiply', {'a': 4, 'b': 5})]),
    ('What is the population of Brazil?', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], []),
    ('Translate hello into Spanish', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], []),
    ("What's 2 to the power of 10?", [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], []),
    ('Book a table for two at 7pm', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], []),
    ("What's the weather in Paris?", [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], []),
    ('how many words does War and Peace have', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], []),
    ('wats the wether in berlin', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Berlin'})]),
    ('pls add 5 n 6', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': 5, 'b': 6})]),
    ('5+6=?', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': 5, 'b': 6})]),
    ('12x12', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('multiply', {'a': 12, 'b': 12})]),
    ('weather berlin', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Berlin'})]),
    ('Berlin weather?', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Berlin'})]),
    ('need the weather for São Paulo', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'São Paulo'})]),
    ('AAPL?', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_share_price', {'ticker': 'AAPL'})]),
    ('price check on AMZN', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_share_price', {'ticker': 'AMZN'})]),
    ('words in: to be or not to be', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('word_count', {'text': 'to be or not to be'})]),
    ('capital of the Netherlands?', [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_capital', {'country': 'Netherlands'})]),
    ("Japan's capital", [L47_GET_SHARE_PRICE, L47_WORD_COUNT, L47_GET_CAPITAL], [('get_capital', {'country': 'Japan'})]),
    ('100 eur in usd', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('convert_currency', {'amount': 100, 'from_currency': 'EUR', 'to_currency': 'USD'})]),
    ('how much is £50 in euros', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('convert_currency', {'amount': 50, 'from_currency': 'GBP', 'to_currency': 'EUR'})]),
    ('status of order 12345', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('order_status', {'order_number': '12345'})]),
    ('order 12345?', [L47_CONVERT_CURRENCY, L47_ORDER_STATUS, L47_EMAIL], [('order_status', {'order_number': '12345'})]),
    ('Can you tell me what the weather is like in Tokyo today?', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Tokyo'})]),
    ("I'd like to know 7 multiplied by 6, please.", [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('multiply', {'a': 7, 'b': 6})]),
    ("hey, what's 0.5 plus 0.25?", [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': 0.5, 'b': 0.25})]),
    ('what is negative 4 plus 10', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': -4, 'b': 10})]),
    ("What's -3 times 7?", [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('multiply', {'a': -3, 'b': 7})]),
    ('what is 1,234 plus 5,678?', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('add', {'a': 1234, 'b': 5678})]),
    ('double 21', [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('multiply', {'a': 21, 'b': 2})]),
    ("what's the temperature in Lima in fahrenheit", [L47_ADD, L47_MULTIPLY, L47_GET_WEATHER2], [('get_weather', {'city': 'Lima'})]),
    ("What's the USD to EUR rate?", [L47_GET_EXCHANGE_RATE, L47_GET_WEATHER2, L47_ADD], [('get_exchange_rate', {'base_currency': 'USD', 'quote_currency': 'EUR'})]),
    ('how many yen to the dollar?', [L47_GET_EXCHANGE_RATE, L47_GET_WEATHER2, L47_ADD], [('get_exchange_rate', {'base_currency': 'USD', 'quote_currency': 'JPY'})]),
    ('exchange rate between the pound and the euro', [L47_GET_EXCHANGE_RATE, L47_GET_WEATHER2, L47_ADD], [('get_exchange_rate', {'base_currency': 'GBP', 'quote_currency': 'EUR'})]),
    ("what's one euro worth in swiss francs", [L47_GET_EXCHANGE_RATE, L47_GET_WEATHER2, L47_ADD], [('get_exchange_rate', {'base_currency': 'EUR', 'quote_currency': 'CHF'})]),
    ('How much is a US dollar in Canadian dollars?', [L47_EXCHANGE_RATE, L47_LOOKUP_ORDER, L47_COUNT_WORDS], [('exchange_rate', {'base': 'USD', 'target': 'CAD'})]),
    ('current GBP/USD', [L47_EXCHANGE_RATE, L47_LOOKUP_ORDER, L47_COUNT_WORDS], [('exchange_rate', {'base': 'GBP', 'target': 'USD'})]),
    ('rupees per dollar', [L47_EXCHANGE_RATE, L47_LOOKUP_ORDER, L47_COUNT_WORDS], [('exchange_rate', {'base': 'USD', 'target': 'INR'})]),
    ("what's the status of order ZX-19?", [L47_EXCHANGE_RATE, L47_LOOKUP_ORDER, L47_COUNT_WORDS], [('lookup_order', {'order_id': 'ZX-19'})]),
    ('is order 5512 delivered', [L47_EXCHANGE_RATE, L47_LOOKUP_ORDER, L47_COUNT_WORDS], [('lookup_order', {'order_id': '5512'})]),
    ('track my order 88-1234-A', [L47_EXCHANGE_RATE, L47_LOOKUP_ORDER, L47_COUNT_WORDS], [('lookup_order', {'order_id': '88-1234-A'})]),
    ('Email tom@x.org: the build is green', [L47_SEND_EMAIL, L47_ADD, L47_GET_WEATHER2], [('send_email', {'to': 'tom@x.org', 'subject': '', 'body': 'the build is green'})]),
    ('capital of kenya', [L47_CAPITAL_OF, L47_ADD, L47_GET_STOCK_PRICE], [('capital_of', {'country': 'Kenya'})]),
    ('Apple stock price', [L47_CAPITAL_OF, L47_ADD, L47_GET_STOCK_PRICE], [('get_stock_price', {'symbol': 'AAPL'})]),
    ('what is Amazon trading at', [L47_CAPITAL_OF, L47_ADD, L47_GET_STOCK_PRICE], [('get_stock_price', {'symbol': 'AMZN'})]),
]


# ARGS47: written at round 47 by a helper before any fix it measures (see the module's docstring).
A47_BRIGHT = tool("set_brightness", "Set the screen brightness.",
  {"level": {"type": "integer", "description": "Brightness level from 0 to 100."}}, ["level"])
A47_VOLUME = tool("set_volume", "Set the speaker volume.",
  {"level": {"type": "integer", "description": "Volume from 0 to 100."}}, ["level"])
A47_RATE = tool("rate_movie", "Rate a movie the user has watched.",
  {"title": {"type": "string"}, "stars": {"type": "integer", "description": "Rating from 1 to 5."}}, ["title", "stars"])
A47_SHOWTIMES = tool("find_showtimes", "Find showtimes of a movie in the user's city.",
  {"title": {"type": "string"}}, ["title"])
A47_COMMIT = tool("git_commit", "Record changes to the repository.",
  {"message": {"type": "string", "description": "The commit message."},
   "all_files": {"type": "boolean", "description": "Stage all modified files before committing.", "default": False}}, [])
A47_PUSH = tool("git_push", "Push the current branch to the remote.",
  {"remote": {"type": "string", "default": "origin"}}, [])
A47_PR = tool("create_pull_request", "Open a pull request.",
  {"head": {"type": "string", "description": "The branch with the changes."},
   "base": {"type": "string", "description": "The branch to merge into.", "default": "main"},
   "title": {"type": "string"}}, ["head"])
A47_COMMITS = tool("list_commits", "List the commits of a GitHub repository.",
  {"owner": {"type": "string"}, "repo": {"type": "string"},
   "since": {"type": "string", "description": "Only commits after this date, YYYY-MM-DD."}}, ["owner", "repo"])
A47_ISSUES = tool("list_issues", "List the open issues of a GitHub repository.",
  {"owner": {"type": "string"}, "repo": {"type": "string"}}, ["owner", "repo"])
A47_SQRT = tool("sqrt", "Square root of a number.", {"x": {"type": "number"}}, ["x"])
A47_POW = tool("power", "Raise a number to a power.", {"base": {"type": "number"}, "exponent": {"type": "number"}}, ["base", "exponent"])
A47_FLOWERS = tool("send_flowers", "Send a bouquet of flowers to someone.",
  {"recipient": {"type": "string", "description": "Name of the person receiving the flowers."},
   "address": {"type": "string", "description": "Street address for the delivery."}}, ["recipient", "address"])
A47_CARD = tool("send_card", "Mail a greeting card.",
  {"recipient": {"type": "string"}, "message": {"type": "string"}}, ["recipient", "message"])
A47_TABLE = tool("book_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string"}, "party_size": {"type": "integer", "description": "Number of people."},
   "date": {"type": "string", "description": "Date in YYYY-MM-DD format."}}, ["restaurant", "party_size", "date"])
A47_MENU = tool("get_menu", "Get a restaurant's menu.", {"restaurant": {"type": "string"}}, ["restaurant"])
A47_FX = tool("convert_currency", "Convert an amount between currencies.",
  {"amount": {"type": "number"}, "from_currency": {"type": "string", "description": "ISO 4217 code, e.g. USD."},
   "to_currency": {"type": "string", "description": "ISO 4217 code, e.g. EUR."}}, ["amount", "from_currency", "to_currency"])
A47_FAN = tool("set_fan", "Set the ceiling fan speed.",
  {"speed": {"type": "string", "enum": ["off", "low", "medium", "high"]}}, ["speed"])
A47_RESIZE = tool("resize_image", "Resize an image file.",
  {"path": {"type": "string"}, "width": {"type": "integer", "description": "Width in pixels."},
   "height": {"type": "integer", "description": "Height in pixels."}}, ["path", "width", "height"])
A47_REMIND = tool("create_reminder", "Remind the user of something later.",
  {"text": {"type": "string", "description": "What to remind about."},
   "minutes": {"type": "integer", "description": "Minutes from now."}}, ["text", "minutes"])
A47_NOTIFY = tool("set_notifications", "Turn notifications of an app on or off.",
  {"app": {"type": "string"}, "enabled": {"type": "boolean"}}, ["app", "enabled"])
A47_PIZZA = tool("order_pizza", "Order pizza for delivery.",
  {"topping": {"type": "string"}, "size": {"type": "string", "enum": ["small", "medium", "large"]},
   "quantity": {"type": "integer", "default": 1}}, ["topping", "size"])
A47_MERGE = tool("merge_branch", "Merge one git branch into another.",
  {"source": {"type": "string", "description": "Branch to merge from."},
   "target": {"type": "string", "description": "Branch to merge into."}}, ["source", "target"])
A47_PING = tool("ping_host", "Ping a host.",
  {"host": {"type": "string", "description": "Hostname or IP address."},
   "count": {"type": "integer", "description": "Number of packets.", "default": 4}}, ["host"])
A47_WEATHER = tool("get_weather", "Get the current weather.",
  {"location": {"type": "string", "description": "City and state, e.g. Denver, CO."}}, ["location"])
ARGS47: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("dim the screen to 20", [A47_BRIGHT, A47_VOLUME], [("set_brightness", {"level": 20})]),
 ("give Arrival 5 stars", [A47_RATE, A47_SHOWTIMES], [("rate_movie", {"title": "Arrival", "stars": 5})]),
 ("Rate Inception four stars", [A47_RATE, A47_SHOWTIMES], [("rate_movie", {"title": "Inception", "stars": 4})]),
 ("commit everything", [A47_COMMIT, A47_PUSH], [("git_commit", {"all_files": True})]),
 ("Commit all my changes with the message 'fix typo'", [A47_COMMIT, A47_PUSH], [("git_commit", {"message": "fix typo", "all_files": True})]),
 ("open a PR from feature-x against develop", [A47_PR, A47_MERGE], [("create_pull_request", {"head": "feature-x", "base": "develop"})]),
 ("Open a pull request for branch login-fix", [A47_PR, A47_MERGE], [("create_pull_request", {"head": "login-fix"})]),
 ("list commits on octo/rocket since 2026-01-01", [A47_COMMITS, A47_ISSUES], [("list_commits", {"owner": "octo", "repo": "rocket", "since": "2026-01-01"})]),
 ("what's the square root of 2", [A47_SQRT, A47_POW], [("sqrt", {"x": 2})]),
 ("What is 3 to the power of 4?", [A47_SQRT, A47_POW], [("power", {"base": 3, "exponent": 4})]),
 ("send flowers to Ana at 12 Oak Street", [A47_FLOWERS, A47_CARD], [("send_flowers", {"recipient": "Ana", "address": "12 Oak Street"})]),
 ("Book a table for four at Nopa on 2026-03-14", [A47_TABLE, A47_MENU], [("book_table", {"restaurant": "Nopa", "party_size": 4, "date": "2026-03-14"})]),
 ("Convert 50 euros to Japanese yen", [A47_FX, A47_SQRT], [("convert_currency", {"amount": 50, "from_currency": "EUR", "to_currency": "JPY"})]),
 ("Turn the fan up to high", [A47_FAN, A47_BRIGHT], [("set_fan", {"speed": "high"})]),
 ("Resize banner.png to 800x600", [A47_RESIZE, A47_FLOWERS], [("resize_image", {"path": "banner.png", "width": 800, "height": 600})]),
 ("Remind me in half an hour to stretch", [A47_REMIND, A47_NOTIFY], [("create_reminder", {"text": "stretch", "minutes": 30})]),
 ("Turn off Slack notifications", [A47_NOTIFY, A47_REMIND], [("set_notifications", {"app": "Slack", "enabled": False})]),
 ("Order 3 large pepperoni pizzas", [A47_PIZZA, A47_MENU], [("order_pizza", {"topping": "pepperoni", "size": "large", "quantity": 3})]),
 ("Merge hotfix into main", [A47_MERGE, A47_PR], [("merge_branch", {"source": "hotfix", "target": "main"})]),
 ("Ping 10.0.0.1 ten times", [A47_PING, A47_WEATHER], [("ping_host", {"host": "10.0.0.1", "count": 10})]),
 ("Weather in Boise, Idaho?", [A47_WEATHER, A47_PING], [("get_weather", {"location": "Boise, ID"})]),
 ("Set the volume to 35 percent", [A47_VOLUME, A47_BRIGHT], [("set_volume", {"level": 35})]),
]

# -- single-lead48: written at round 48 by the lead, as a user, before fixing what it shows ------------------
L48_RESTART_SERVICE = ExternalTool('restart_service', 'Restart a system service on a host.', {'properties': {'host': {'default': 'localhost', 'type': 'string'}, 'name': {'type': 'string'}}, 'required': ['name'], 'type': 'object'})
L48_SCALE_DEPLOYMENT = ExternalTool('scale_deployment', 'Scale a Kubernetes deployment to a number of replicas.', {'properties': {'deployment': {'type': 'string'}, 'replicas': {'type': 'integer'}}, 'required': ['deployment', 'replicas'], 'type': 'object'})
L48_TAIL_LOGS = ExternalTool('tail_logs', "Show the last lines of a service's logs.", {'properties': {'lines': {'default': 50, 'type': 'integer'}, 'service': {'type': 'string'}}, 'required': ['service'], 'type': 'object'})
L48_DISK_USAGE = ExternalTool('disk_usage', 'Report disk usage for a path.', {'properties': {'path': {'default': '/', 'type': 'string'}}, 'required': [], 'type': 'object'})
L48_SET_THERMOSTAT = ExternalTool('set_thermostat', "Set the thermostat's target temperature in degrees Celsius.", {'properties': {'room': {'default': 'living room', 'type': 'string'}, 'temperature': {'type': 'number'}}, 'required': ['temperature'], 'type': 'object'})
L48_LOCK_DOOR = ExternalTool('lock_door', 'Lock a door of the house.', {'properties': {'door': {'enum': ['front', 'back', 'garage'], 'type': 'string'}}, 'required': ['door'], 'type': 'object'})
L48_SET_BRIGHTNESS = ExternalTool('set_brightness', 'Set the brightness of a device, 0-100.', {'properties': {'device': {'default': 'screen', 'type': 'string'}, 'level': {'type': 'integer'}}, 'required': ['level'], 'type': 'object'})
L48_ADD_TO_CART = ExternalTool('add_to_cart', 'Add a product to the shopping cart.', {'properties': {'product': {'type': 'string'}, 'quantity': {'default': 1, 'type': 'integer'}}, 'required': ['product'], 'type': 'object'})
L48_APPLY_COUPON = ExternalTool('apply_coupon', 'Apply a discount coupon code to the cart.', {'properties': {'code': {'type': 'string'}}, 'required': ['code'], 'type': 'object'})
L48_ORDER_STATUS = ExternalTool('order_status', 'Get the status of an order.', {'properties': {'order_id': {'type': 'string'}}, 'required': ['order_id'], 'type': 'object'})
L48_REQUEST_LEAVE = ExternalTool('request_leave', 'Request time off from work. Dates are YYYY-MM-DD.', {'properties': {'end_date': {'type': 'string'}, 'kind': {'default': 'vacation', 'enum': ['vacation', 'sick', 'parental'], 'type': 'string'}, 'start_date': {'type': 'string'}}, 'required': ['start_date', 'end_date'], 'type': 'object'})
L48_LOOKUP_EMPLOYEE = ExternalTool('lookup_employee', "Find an employee's team, title and manager.", {'properties': {'name': {'type': 'string'}}, 'required': ['name'], 'type': 'object'})
L48_LOG_WORKOUT = ExternalTool('log_workout', 'Log a workout.', {'properties': {'activity': {'type': 'string'}, 'calories': {'anyOf': [{'type': 'integer'}, {'type': 'null'}], 'default': None}, 'minutes': {'type': 'integer'}}, 'required': ['activity', 'minutes'], 'type': 'object'})
L48_CALORIES_IN = ExternalTool('calories_in', 'Calories in an amount of a food.', {'properties': {'food': {'type': 'string'}, 'grams': {'default': 100, 'type': 'number'}}, 'required': ['food'], 'type': 'object'})
L48_DIRECTIONS = ExternalTool('directions', 'Get directions between two places.', {'properties': {'destination': {'type': 'string'}, 'mode': {'default': 'driving', 'enum': ['driving', 'walking', 'transit', 'cycling'], 'type': 'string'}, 'origin': {'type': 'string'}}, 'required': ['origin', 'destination'], 'type': 'object'})
L48_DISTANCE_BETWEEN = ExternalTool('distance_between', 'Distance in kilometres between two cities.', {'properties': {'city_a': {'type': 'string'}, 'city_b': {'type': 'string'}}, 'required': ['city_a', 'city_b'], 'type': 'object'})
L48_WORD_COUNT = ExternalTool('word_count', 'Count the words in a text.', {'properties': {'text': {'type': 'string'}}, 'required': ['text'], 'type': 'object'})
L48_SLUGIFY = ExternalTool('slugify', 'Turn a title into a URL slug.', {'properties': {'title': {'type': 'string'}}, 'required': ['title'], 'type': 'object'})
L48_GCD = ExternalTool('gcd', 'Greatest common divisor of two integers.', {'properties': {'a': {'type': 'integer'}, 'b': {'type': 'integer'}}, 'required': ['a', 'b'], 'type': 'object'})
L48_IS_PRIME = ExternalTool('is_prime', 'Whether a number is prime.', {'properties': {'n': {'type': 'integer'}}, 'required': ['n'], 'type': 'object'})
L48_RATE_MOVIE = ExternalTool('rate_movie', 'Rate a movie from 1 to 5 stars.', {'properties': {'stars': {'type': 'integer'}, 'title': {'type': 'string'}}, 'required': ['title', 'stars'], 'type': 'object'})
L48_FIND_PODCAST = ExternalTool('find_podcast', 'Search podcasts about a topic.', {'properties': {'max_results': {'default': 5, 'type': 'integer'}, 'topic': {'type': 'string'}}, 'required': ['topic'], 'type': 'object'})
L48_GET_STOCK_PRICE = ExternalTool('get_stock_price', 'Get the latest share price for a stock ticker symbol.', {'properties': {'symbol': {'type': 'string'}}, 'required': ['symbol'], 'type': 'object'})
L48_CONVERT_CURRENCY = ExternalTool('convert_currency', 'Convert money between currencies (ISO codes like USD, EUR).', {'properties': {'amount': {'type': 'number'}, 'from_currency': {'type': 'string'}, 'to_currency': {'type': 'string'}}, 'required': ['amount', 'from_currency', 'to_currency'], 'type': 'object'})
L48_CREATE_INVOICE = ExternalTool('create_invoice', 'Create an invoice for a customer.', {'properties': {'amount': {'type': 'number'}, 'currency': {'default': 'USD', 'type': 'string'}, 'customer': {'type': 'string'}}, 'required': ['customer', 'amount'], 'type': 'object'})
L48_CHECK_BALANCE = ExternalTool('check_balance', 'Check the balance of a bank account.', {'properties': {'account': {'default': 'checking', 'enum': ['checking', 'savings'], 'type': 'string'}}, 'required': [], 'type': 'object'})
L48_GET_WEATHER = ExternalTool('get_weather', 'Current weather for a city.', {'properties': {'city': {'type': 'string'}, 'unit': {'default': 'celsius', 'enum': ['celsius', 'fahrenheit'], 'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L48_SET_ALARM = ExternalTool('set_alarm', 'Set an alarm for a time of day (HH:MM).', {'properties': {'label': {'default': '', 'type': 'string'}, 'time': {'type': 'string'}}, 'required': ['time'], 'type': 'object'})
L48_START_TIMER = ExternalTool('start_timer', 'Start a countdown timer.', {'properties': {'minutes': {'type': 'integer'}}, 'required': ['minutes'], 'type': 'object'})
L48_ADD_TODO = ExternalTool('add_todo', 'Add a task to the to-do list.', {'properties': {'due': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}, 'task': {'type': 'string'}}, 'required': ['task'], 'type': 'object'})
L48_TRANSLATE = ExternalTool('translate', 'Translate text into another language.', {'properties': {'target_language': {'type': 'string'}, 'text': {'type': 'string'}}, 'required': ['text', 'target_language'], 'type': 'object'})
L48_SEND_EMAIL = ExternalTool('send_email', 'Send an email.', {'properties': {'body': {'type': 'string'}, 'subject': {'type': 'string'}, 'to': {'type': 'string'}}, 'required': ['to', 'subject', 'body'], 'type': 'object'})
L48_WORD_DEFINITION = ExternalTool('word_definition', 'Look up the meaning of a word.', {'properties': {'word': {'type': 'string'}}, 'required': ['word'], 'type': 'object'})
L48_PLAY_MUSIC = ExternalTool('play_music', 'Play a song, album, artist or playlist.', {'properties': {'query': {'type': 'string'}, 'shuffle': {'default': False, 'type': 'boolean'}}, 'required': ['query'], 'type': 'object'})
L48_SEARCH_RECIPES = ExternalTool('search_recipes', 'Find recipes that use an ingredient.', {'properties': {'ingredient': {'type': 'string'}, 'max_minutes': {'anyOf': [{'type': 'integer'}, {'type': 'null'}], 'default': None}}, 'required': ['ingredient'], 'type': 'object'})
L48_BOOK_TAXI = ExternalTool('book_taxi', 'Book a taxi.', {'properties': {'destination': {'type': 'string'}, 'passengers': {'default': 1, 'type': 'integer'}, 'pickup': {'type': 'string'}}, 'required': ['pickup', 'destination'], 'type': 'object'})
L48_POPULATION = ExternalTool('population', 'Population of a country.', {'properties': {'country': {'type': 'string'}}, 'required': ['country'], 'type': 'object'})
L48_GET_EXCHANGE_RATE = ExternalTool('get_exchange_rate', 'Exchange rate between two currencies.', {'properties': {'base': {'type': 'string'}, 'quote': {'type': 'string'}}, 'required': ['base', 'quote'], 'type': 'object'})
L48_STOCK_QUOTE = ExternalTool('stock_quote', 'Latest stock quote for a ticker symbol.', {'properties': {'symbol': {'type': 'string'}}, 'required': ['symbol'], 'type': 'object'})
L48_COUNT_WORDS = ExternalTool('count_words', 'Return the number of words in a piece of text.', {'properties': {'text': {'type': 'string'}}, 'required': ['text'], 'type': 'object'})
L48_CAPITAL_OF = ExternalTool('capital_of', 'Return the capital of a country.', {'properties': {'country': {'type': 'string'}}, 'required': ['country'], 'type': 'object'})
L48_EXCHANGE = ExternalTool('exchange', 'Exchange an amount of money from a source currency to a target currency.', {'properties': {'amount': {'type': 'number'}, 'source': {'type': 'string'}, 'target': {'type': 'string'}}, 'required': ['amount', 'source', 'target'], 'type': 'object'})
L48_LOOKUP_ORDER = ExternalTool('lookup_order', 'Look up an order by its id and return its status.', {'properties': {'order_id': {'type': 'integer'}}, 'required': ['order_id'], 'type': 'object'})
L48_SEND_MAIL = ExternalTool('send_mail', 'Send an e-mail.', {'properties': {'body': {'type': 'string'}, 'subject': {'type': 'string'}, 'to': {'type': 'string'}}, 'required': ['to', 'subject', 'body'], 'type': 'object'})
L48_PLUS = ExternalTool('plus', 'Add two numbers.', {'properties': {'x': {'type': 'number'}, 'y': {'type': 'number'}}, 'required': ['x', 'y'], 'type': 'object'})
L48_TIMES = ExternalTool('times', 'Multiply two numbers.', {'properties': {'x': {'type': 'number'}, 'y': {'type': 'number'}}, 'required': ['x', 'y'], 'type': 'object'})
L48_FORECAST = ExternalTool('forecast', 'Weather forecast for a location.', {'properties': {'days': {'default': 1, 'type': 'integer'}, 'location': {'type': 'string'}}, 'required': ['location'], 'type': 'object'})
L48_MINUS = ExternalTool('minus', 'Subtract y from x.', {'properties': {'x': {'type': 'number'}, 'y': {'type': 'number'}}, 'required': ['x', 'y'], 'type': 'object'})
L48_DIVIDE = ExternalTool('divide', 'Divide x by y.', {'properties': {'x': {'type': 'number'}, 'y': {'type': 'number'}}, 'required': ['x', 'y'], 'type': 'object'})
L48_GET_WEATHER2 = ExternalTool('get_weather', 'Get the current weather for a city.', {'properties': {'city': {'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L48_ADD = ExternalTool('add', 'Add two numbers.', {'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b'], 'type': 'object'})
L48_MULTIPLY = ExternalTool('multiply', 'Multiply two numbers.', {'properties': {'a': {'type': 'number'}, 'b': {'type': 'number'}}, 'required': ['a', 'b'], 'type': 'object'})
L48_GET_ORDER = ExternalTool('get_order', "Look up an order's status by its ID.", {'properties': {'order_id': {'type': 'string'}}, 'required': ['order_id'], 'type': 'object'})
L48_SHARE_PRICE = ExternalTool('share_price', 'Get the current share price of a company by its stock ticker.', {'properties': {'ticker': {'type': 'string'}}, 'required': ['ticker'], 'type': 'object'})
L48_COUNT_WORDS2 = ExternalTool('count_words', 'Count the words in a text.', {'properties': {'text': {'type': 'string'}}, 'required': ['text'], 'type': 'object'})
L48_CAPITAL = ExternalTool('capital', 'Capital city of a country.', {'properties': {'country': {'type': 'string'}}, 'required': ['country'], 'type': 'object'})
L48_SEND_EMAIL2 = ExternalTool('send_email', 'Send an email to an address.', {'properties': {'body': {'type': 'string'}, 'subject': {'type': 'string'}, 'to': {'type': 'string'}}, 'required': ['to', 'subject', 'body'], 'type': 'object'})
L48_EXCHANGE_RATE = ExternalTool('exchange_rate', 'The exchange rate between two currencies.', {'properties': {'from_currency': {'type': 'string'}, 'to_currency': {'type': 'string'}}, 'required': ['from_currency', 'to_currency'], 'type': 'object'})
L48_WEATHER_NOW = ExternalTool('weather_now', 'Get the weather.', {'properties': {'city': {'description': 'Name of the city, e.g. "Paris".', 'type': 'string'}, 'unit': {'default': 'celsius', 'description': 'Temperature unit.', 'enum': ['celsius', 'fahrenheit'], 'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L48_CONVERT_MONEY = ExternalTool('convert_money', 'Currency converter.', {'properties': {'amount': {'description': 'How much money', 'type': 'number'}, 'dst': {'description': 'Currency code to convert to, e.g. EUR', 'type': 'string'}, 'src': {'description': 'Currency code to convert from, e.g. USD', 'type': 'string'}}, 'required': ['amount', 'src', 'dst'], 'type': 'object'})
L48_FIND_ORDER = ExternalTool('find_order', 'Fetch an order.', {'properties': {'id': {'description': 'the order number', 'type': 'string'}}, 'required': ['id'], 'type': 'object'})
L48_STOCK = ExternalTool('stock', 'Price.', {'properties': {'symbol': {'description': 'stock ticker like AAPL', 'type': 'string'}}, 'required': ['symbol'], 'type': 'object'})
L48_WC = ExternalTool('wc', 'Word count of a string.', {'properties': {'s': {'type': 'string'}}, 'required': ['s'], 'type': 'object'})
L48_MAIL = ExternalTool('mail', 'E-mail someone.', {'properties': {'address': {'description': 'recipient e-mail address', 'type': 'string'}, 'content': {'description': 'message body', 'type': 'string'}, 'title': {'description': 'the subject line', 'type': 'string'}}, 'required': ['address', 'title', 'content'], 'type': 'object'})
L48_SUM_TWO = ExternalTool('sum_two', 'Sum of two integers.', {'properties': {'first': {'type': 'integer'}, 'second': {'type': 'integer'}}, 'required': ['first', 'second'], 'type': 'object'})
L48_PRODUCT = ExternalTool('product', 'Product of two integers.', {'properties': {'first': {'type': 'integer'}, 'second': {'type': 'integer'}}, 'required': ['first', 'second'], 'type': 'object'})
L48_COUNTRY_CAPITAL = ExternalTool('country_capital', 'Returns the capital of the given country name.', {'properties': {'name': {'type': 'string'}}, 'required': ['name'], 'type': 'object'})
L48_BOOK_TABLE = ExternalTool('book_table', 'Reserve a table at a restaurant. time is HH:MM.', {'properties': {'people': {'type': 'integer'}, 'restaurant': {'type': 'string'}, 'time': {'type': 'string'}}, 'required': ['restaurant', 'people', 'time'], 'type': 'object'})
L48_FIND_RESTAURANTS = ExternalTool('find_restaurants', 'Find restaurants by cuisine in a city.', {'properties': {'city': {'type': 'string'}, 'cuisine': {'type': 'string'}, 'vegetarian': {'default': False, 'type': 'boolean'}}, 'required': ['cuisine', 'city'], 'type': 'object'})
L48_SPLIT_BILL = ExternalTool('split_bill', 'Split a restaurant bill evenly between people.', {'properties': {'people': {'type': 'integer'}, 'tip_percent': {'default': 0, 'type': 'number'}, 'total': {'type': 'number'}}, 'required': ['total', 'people'], 'type': 'object'})
L48_ROLL_DICE = ExternalTool('roll_dice', 'Roll dice.', {'properties': {'count': {'default': 1, 'type': 'integer'}, 'sides': {'default': 6, 'type': 'integer'}}, 'required': [], 'type': 'object'})
L48_FLIP_COIN = ExternalTool('flip_coin', 'Flip a coin.', {'properties': {}, 'required': [], 'type': 'object'})
L48_CREATE_PLAYLIST = ExternalTool('create_playlist', 'Create a new playlist.', {'properties': {'name': {'type': 'string'}, 'public': {'default': False, 'type': 'boolean'}}, 'required': ['name'], 'type': 'object'})
L48_SKIP_TRACK = ExternalTool('skip_track', 'Skip to the next track.', {'properties': {}, 'required': [], 'type': 'object'})
L48_SET_REMINDER = ExternalTool('set_reminder', 'Remind the user about something after a number of minutes.', {'properties': {'minutes': {'type': 'integer'}, 'text': {'type': 'string'}}, 'required': ['text', 'minutes'], 'type': 'object'})
L48_LIST_FILES = ExternalTool('list_files', 'List files in a folder matching a glob pattern.', {'properties': {'folder': {'default': '.', 'type': 'string'}, 'pattern': {'default': '*', 'type': 'string'}}, 'required': [], 'type': 'object'})
L48_COMPRESS = ExternalTool('compress', 'Compress a file or folder into an archive.', {'properties': {'format': {'default': 'zip', 'enum': ['zip', 'tar', 'gz'], 'type': 'string'}, 'path': {'type': 'string'}}, 'required': ['path'], 'type': 'object'})
L48_LOAN_PAYMENT = ExternalTool('loan_payment', 'Monthly payment of a loan.', {'properties': {'annual_rate': {'type': 'number'}, 'principal': {'type': 'number'}, 'years': {'type': 'integer'}}, 'required': ['principal', 'annual_rate', 'years'], 'type': 'object'})
L48_CELSIUS_TO_FAHRENHEIT = ExternalTool('celsius_to_fahrenheit', 'Convert a temperature from Celsius to Fahrenheit.', {'properties': {'celsius': {'type': 'number'}}, 'required': ['celsius'], 'type': 'object'})
L48_TRANSLATE_TEXT = ExternalTool('translate_text', "Translate text to a language (ISO code like 'fr').", {'properties': {'source': {'default': 'auto', 'type': 'string'}, 'text': {'type': 'string'}, 'to': {'type': 'string'}}, 'required': ['text', 'to'], 'type': 'object'})
L48_SUMMARIZE_URL = ExternalTool('summarize_url', 'Summarize the web page at a URL.', {'properties': {'sentences': {'default': 3, 'type': 'integer'}, 'url': {'type': 'string'}}, 'required': ['url'], 'type': 'object'})
L48_CREATE_USER = ExternalTool('create_user', 'Create a user account.', {'properties': {'admin': {'default': False, 'type': 'boolean'}, 'email': {'type': 'string'}, 'username': {'type': 'string'}}, 'required': ['username', 'email'], 'type': 'object'})
L48_DELETE_USER = ExternalTool('delete_user', 'Delete a user account.', {'properties': {'username': {'type': 'string'}}, 'required': ['username'], 'type': 'object'})
L48_CREATE_NOTE = ExternalTool('create_note', 'Create a note.', {'properties': {'body': {'default': '', 'type': 'string'}, 'title': {'type': 'string'}}, 'required': ['title'], 'type': 'object'})
L48_SEARCH_NOTES = ExternalTool('search_notes', 'Search my notes.', {'properties': {'query': {'type': 'string'}}, 'required': ['query'], 'type': 'object'})
L48_SCHEDULE_MEETING = ExternalTool('schedule_meeting', 'Schedule a meeting. date is YYYY-MM-DD, time is HH:MM.', {'properties': {'date': {'type': 'string'}, 'duration_minutes': {'default': 30, 'type': 'integer'}, 'time': {'type': 'string'}, 'title': {'type': 'string'}}, 'required': ['title', 'date', 'time'], 'type': 'object'})
L48_CANCEL_MEETING = ExternalTool('cancel_meeting', 'Cancel a meeting by its id.', {'properties': {'meeting_id': {'type': 'string'}}, 'required': ['meeting_id'], 'type': 'object'})
L48_CREATE_ISSUE = ExternalTool('create_issue', 'Open an issue in a GitHub repository (owner/name).', {'properties': {'labels': {'anyOf': [{'items': {'type': 'string'}, 'type': 'array'}, {'type': 'null'}], 'default': None}, 'repo': {'type': 'string'}, 'title': {'type': 'string'}}, 'required': ['repo', 'title'], 'type': 'object'})
L48_LIST_PULL_REQUESTS = ExternalTool('list_pull_requests', 'List pull requests of a GitHub repository (owner/name).', {'properties': {'repo': {'type': 'string'}, 'state': {'default': 'open', 'enum': ['open', 'closed', 'all'], 'type': 'string'}}, 'required': ['repo'], 'type': 'object'})
L48_LOG_WATER = ExternalTool('log_water', 'Log water intake in millilitres.', {'properties': {'ml': {'type': 'integer'}}, 'required': ['ml'], 'type': 'object'})
L48_LOG_SLEEP = ExternalTool('log_sleep', 'Log hours of sleep.', {'properties': {'hours': {'type': 'number'}}, 'required': ['hours'], 'type': 'object'})
L48_HEART_RATE_ZONES = ExternalTool('heart_rate_zones', 'Heart rate training zones for an age.', {'properties': {'age': {'type': 'integer'}}, 'required': ['age'], 'type': 'object'})
L48_SEARCH_FLIGHTS = ExternalTool('search_flights', 'Search flights between two airports (IATA codes) on a date (YYYY-MM-DD).', {'properties': {'date': {'type': 'string'}, 'destination': {'type': 'string'}, 'origin': {'type': 'string'}, 'passengers': {'default': 1, 'type': 'integer'}}, 'required': ['origin', 'destination', 'date'], 'type': 'object'})
L48_RENT_CAR = ExternalTool('rent_car', 'Rent a car in a city from a date (YYYY-MM-DD) for a number of days.', {'properties': {'city': {'type': 'string'}, 'days': {'type': 'integer'}, 'pickup_date': {'type': 'string'}}, 'required': ['city', 'pickup_date', 'days'], 'type': 'object'})
L48_TURN_ON = ExternalTool('turn_on', 'Turn on a smart home device.', {'properties': {'device': {'type': 'string'}}, 'required': ['device'], 'type': 'object'})
L48_TURN_OFF = ExternalTool('turn_off', 'Turn off a smart home device.', {'properties': {'device': {'type': 'string'}}, 'required': ['device'], 'type': 'object'})
L48_SET_COLOR = ExternalTool('set_color', 'Set the color of a smart light.', {'properties': {'color': {'type': 'string'}, 'device': {'type': 'string'}}, 'required': ['device', 'color'], 'type': 'object'})
L48_SEARCH_PRODUCTS = ExternalTool('search_products', 'Search the product catalog.', {'properties': {'in_stock_only': {'default': False, 'description': 'Only items that can ship now', 'type': 'boolean'}, 'max_price': {'anyOf': [{'type': 'number'}, {'type': 'null'}], 'default': None, 'description': 'Upper price limit in USD'}, 'query': {'description': "Free-text search terms, e.g. 'running shoes'", 'type': 'string'}, 'sort': {'default': 'relevance', 'description': 'Sort order of results', 'enum': ['relevance', 'price_asc', 'price_desc', 'rating'], 'type': 'string'}}, 'required': ['query'], 'type': 'object'})
L48_GET_PACKAGE_STATUS = ExternalTool('get_package_status', 'Where is a package.', {'properties': {'carrier': {'anyOf': [{'enum': ['UPS', 'FedEx', 'USPS', 'DHL'], 'type': 'string'}, {'type': 'null'}], 'default': None, 'description': 'Shipping carrier'}, 'tracking_id': {'description': 'Carrier tracking number', 'type': 'string'}}, 'required': ['tracking_id'], 'type': 'object'})
L48_LOOKUP_WORD = ExternalTool('lookup_word', 'Dictionary lookup: definitions of an English word.', {'properties': {'include_synonyms': {'default': False, 'description': 'Also return synonyms', 'type': 'boolean'}, 'word': {'description': 'The English word', 'type': 'string'}}, 'required': ['word'], 'type': 'object'})
L48_GET_FORECAST = ExternalTool('get_forecast', 'Get a daily weather forecast for coordinates.', {'properties': {'days': {'default': 7, 'description': 'Number of days to forecast, 1-16', 'type': 'integer'}, 'latitude': {'description': 'Latitude in decimal degrees', 'type': 'number'}, 'longitude': {'description': 'Longitude in decimal degrees', 'type': 'number'}}, 'required': ['latitude', 'longitude'], 'type': 'object'})
L48_GET_EXCHANGE_RATES = ExternalTool('get_exchange_rates', 'Latest exchange rates for a base currency.', {'properties': {'base': {'description': 'Base currency, ISO 4217 code', 'type': 'string'}, 'symbols': {'description': 'Currencies to quote, ISO 4217 codes', 'items': {'type': 'string'}, 'type': 'array'}}, 'required': ['base', 'symbols'], 'type': 'object'})
L48_CREATE_CALENDAR_EVENT = ExternalTool('create_calendar_event', "Create an event on the user's primary calendar.", {'properties': {'end': {'description': 'End time, ISO 8601', 'type': 'string'}, 'location': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None, 'description': 'Where it takes place'}, 'start': {'description': 'Start time, ISO 8601, e.g. 2026-05-01T09:00', 'type': 'string'}, 'summary': {'description': 'Title of the event', 'type': 'string'}}, 'required': ['summary', 'start', 'end'], 'type': 'object'})
L48_SEND_SLACK_MESSAGE = ExternalTool('send_slack_message', 'Post a message to a Slack channel.', {'properties': {'channel': {'description': 'Channel name, e.g. #general', 'type': 'string'}, 'text': {'description': 'Message text', 'type': 'string'}}, 'required': ['channel', 'text'], 'type': 'object'})
L48_BOOK_APPOINTMENT = ExternalTool('book_appointment', 'Book an appointment.', {'properties': {'date': {'description': 'Date, YYYY-MM-DD', 'type': 'string'}, 'service': {'description': 'Type of appointment', 'enum': ['haircut', 'massage', 'dentist', 'checkup'], 'type': 'string'}, 'time': {'description': 'Time, HH:MM (24h)', 'type': 'string'}}, 'required': ['service', 'date', 'time'], 'type': 'object'})
L48_RUN_QUERY = ExternalTool('run_query', 'Run a SQL query.', {'properties': {'database': {'default': 'analytics', 'type': 'string'}, 'sql': {'type': 'string'}}, 'required': ['sql'], 'type': 'object'})
L48_EXPORT_CSV = ExternalTool('export_csv', 'Export a table to a CSV file.', {'properties': {'path': {'type': 'string'}, 'table': {'type': 'string'}}, 'required': ['table', 'path'], 'type': 'object'})
L48_COUNT_ROWS = ExternalTool('count_rows', 'Count the rows of a table.', {'properties': {'table': {'type': 'string'}}, 'required': ['table'], 'type': 'object'})
L48_REFUND_ORDER = ExternalTool('refund_order', 'Refund an order.', {'properties': {'order_id': {'type': 'string'}, 'reason': {'default': '', 'type': 'string'}}, 'required': ['order_id'], 'type': 'object'})
L48_UPDATE_STOCK = ExternalTool('update_stock', 'Set the stock level of a product.', {'properties': {'quantity': {'type': 'integer'}, 'sku': {'type': 'string'}}, 'required': ['sku', 'quantity'], 'type': 'object'})
L48_APPLY_DISCOUNT = ExternalTool('apply_discount', 'Put a product on sale with a percentage discount.', {'properties': {'percent': {'type': 'number'}, 'sku': {'type': 'string'}}, 'required': ['sku', 'percent'], 'type': 'object'})
L48_GET_GRADE = ExternalTool('get_grade', "Get a student's grade in a course.", {'properties': {'course': {'type': 'string'}, 'student': {'type': 'string'}}, 'required': ['student', 'course'], 'type': 'object'})
L48_ENROLL = ExternalTool('enroll', 'Enroll a student in a course.', {'properties': {'course': {'type': 'string'}, 'student': {'type': 'string'}}, 'required': ['student', 'course'], 'type': 'object'})
L48_AVERAGE = ExternalTool('average', 'Average of a list of numbers.', {'properties': {'numbers': {'items': {'type': 'number'}, 'type': 'array'}}, 'required': ['numbers'], 'type': 'object'})
L48_MAX_OF = ExternalTool('max_of', 'Largest of a list of numbers.', {'properties': {'numbers': {'items': {'type': 'number'}, 'type': 'array'}}, 'required': ['numbers'], 'type': 'object'})
L48_OPEN_TICKET = ExternalTool('open_ticket', 'Open a support ticket.', {'properties': {'priority': {'default': 'normal', 'enum': ['low', 'normal', 'urgent'], 'type': 'string'}, 'subject': {'type': 'string'}}, 'required': ['subject'], 'type': 'object'})
L48_TICKET_STATUS = ExternalTool('ticket_status', 'Get the status of a support ticket.', {'properties': {'ticket_id': {'type': 'string'}}, 'required': ['ticket_id'], 'type': 'object'})
L48_CLOSE_TICKET = ExternalTool('close_ticket', 'Close a support ticket.', {'properties': {'ticket_id': {'type': 'string'}}, 'required': ['ticket_id'], 'type': 'object'})
L48_AIRPORT_INFO = ExternalTool('airport_info', 'Information about an airport by its IATA code.', {'properties': {'code': {'type': 'string'}}, 'required': ['code'], 'type': 'object'})
L48_VISA_REQUIREMENTS = ExternalTool('visa_requirements', 'Visa requirements for a citizen of one country visiting another.', {'properties': {'citizenship': {'type': 'string'}, 'destination': {'type': 'string'}}, 'required': ['citizenship', 'destination'], 'type': 'object'})
L48_TIME_DIFFERENCE = ExternalTool('time_difference', 'Time difference between two cities.', {'properties': {'city_a': {'type': 'string'}, 'city_b': {'type': 'string'}}, 'required': ['city_a', 'city_b'], 'type': 'object'})
L48_MOVIE_INFO = ExternalTool('movie_info', 'Plot, cast and rating of a movie.', {'properties': {'title': {'type': 'string'}, 'year': {'anyOf': [{'type': 'integer'}, {'type': 'null'}], 'default': None}}, 'required': ['title'], 'type': 'object'})
L48_TV_SCHEDULE = ExternalTool('tv_schedule', 'What is on a TV channel.', {'properties': {'channel': {'type': 'string'}, 'date': {'anyOf': [{'type': 'string'}, {'type': 'null'}], 'default': None}}, 'required': ['channel'], 'type': 'object'})
L48_SET_FAN_SPEED = ExternalTool('set_fan_speed', 'Set the ceiling fan speed.', {'properties': {'speed': {'enum': ['off', 'low', 'medium', 'high'], 'type': 'string'}}, 'required': ['speed'], 'type': 'object'})
L48_GET_TEMPERATURE = ExternalTool('get_temperature', 'Current temperature in a room of the house.', {'properties': {'room': {'type': 'string'}}, 'required': ['room'], 'type': 'object'})
L48_GET_WEATHER22 = ExternalTool('get_weather', 'Current weather for a city.', {'properties': {'city': {'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L48_GET_TIME = ExternalTool('get_time', 'Current local time in a city.', {'properties': {'city': {'type': 'string'}}, 'required': ['city'], 'type': 'object'})
L48_STOCK_PRICE = ExternalTool('stock_price', 'Latest stock price for a ticker.', {'properties': {'symbol': {'type': 'string'}}, 'required': ['symbol'], 'type': 'object'})
L48_CONVERT = ExternalTool('convert', 'Convert money between currencies.', {'properties': {'amount': {'type': 'number'}, 'from_currency': {'type': 'string'}, 'to_currency': {'type': 'string'}}, 'required': ['amount', 'from_currency', 'to_currency'], 'type': 'object'})
L48_CREATE_TASK = ExternalTool('create_task', 'Create a task.', {'properties': {'title': {'type': 'string'}}, 'required': ['title'], 'type': 'object'})

LEAD48: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
    ('restart nginx', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('restart_service', {'name': 'nginx'})]),
    ('restart the postgres service on db-2', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('restart_service', {'name': 'postgres', 'host': 'db-2'})]),
    ('scale the api deployment to 5 replicas', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('scale_deployment', {'deployment': 'api', 'replicas': 5})]),
    ('bump checkout to 3 pods', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('scale_deployment', {'deployment': 'checkout', 'replicas': 3})]),
    ('show me the last 100 lines of the worker logs', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('tail_logs', {'service': 'worker', 'lines': 100})]),
    ('any errors in the payments logs?', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('tail_logs', {'service': 'payments'})]),
    ('how full is /var?', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('disk_usage', {'path': '/var'})]),
    ('check disk space', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], [('disk_usage', {})]),
    ('set the heating to 21 degrees', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], [('set_thermostat', {'temperature': 21})]),
    ('make the bedroom 19.5', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], [('set_thermostat', {'temperature': 19.5, 'room': 'bedroom'})]),
    ('lock the back door', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], [('lock_door', {'door': 'back'})]),
    ('did I lock the garage? lock it', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], [('lock_door', {'door': 'garage'})]),
    ('dim the screen to 20', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], [('set_brightness', {'level': 20})]),
    ('set the desk lamp brightness to 80%', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], [('set_brightness', {'level': 80, 'device': 'desk lamp'})]),
    ('add 2 bags of coffee beans to my cart', [L48_ADD_TO_CART, L48_APPLY_COUPON, L48_ORDER_STATUS], [('add_to_cart', {'product': 'coffee beans', 'quantity': 2})]),
    ('put a yoga mat in the cart', [L48_ADD_TO_CART, L48_APPLY_COUPON, L48_ORDER_STATUS], [('add_to_cart', {'product': 'yoga mat'})]),
    ('use coupon SAVE20', [L48_ADD_TO_CART, L48_APPLY_COUPON, L48_ORDER_STATUS], [('apply_coupon', {'code': 'SAVE20'})]),
    ("where's order #A-7781?", [L48_ADD_TO_CART, L48_APPLY_COUPON, L48_ORDER_STATUS], [('order_status', {'order_id': 'A-7781'})]),
    ('has my order 55012 shipped yet', [L48_ADD_TO_CART, L48_APPLY_COUPON, L48_ORDER_STATUS], [('order_status', {'order_id': '55012'})]),
    ('book vacation from 2026-12-21 to 2026-12-31', [L48_REQUEST_LEAVE, L48_LOOKUP_EMPLOYEE], [('request_leave', {'start_date': '2026-12-21', 'end_date': '2026-12-31'})]),
    ("I'm sick, request sick leave for 2026-12-01 to 2026-12-02", [L48_REQUEST_LEAVE, L48_LOOKUP_EMPLOYEE], [('request_leave', {'start_date': '2026-12-01', 'end_date': '2026-12-02', 'kind': 'sick'})]),
    ("who is Priya Natarajan's manager?", [L48_REQUEST_LEAVE, L48_LOOKUP_EMPLOYEE], [('lookup_employee', {'name': 'Priya Natarajan'})]),
    ('what team is Tom Baker on', [L48_REQUEST_LEAVE, L48_LOOKUP_EMPLOYEE], [('lookup_employee', {'name': 'Tom Baker'})]),
    ('log a 30 minute run', [L48_LOG_WORKOUT, L48_CALORIES_IN], [('log_workout', {'activity': 'run', 'minutes': 30})]),
    ('I swam for 45 minutes and burned 400 calories', [L48_LOG_WORKOUT, L48_CALORIES_IN], [('log_workout', {'activity': 'swim', 'minutes': 45, 'calories': 400})]),
    ('how many calories in 200g of rice?', [L48_LOG_WORKOUT, L48_CALORIES_IN], [('calories_in', {'food': 'rice', 'grams': 200})]),
    ('calories in an avocado', [L48_LOG_WORKOUT, L48_CALORIES_IN], [('calories_in', {'food': 'avocado'})]),
    ('how do I get from Kings Cross to the British Museum on foot?', [L48_DIRECTIONS, L48_DISTANCE_BETWEEN], [('directions', {'origin': 'Kings Cross', 'destination': 'British Museum', 'mode': 'walking'})]),
    ('directions from Oakland to SFO by transit', [L48_DIRECTIONS, L48_DISTANCE_BETWEEN], [('directions', {'origin': 'Oakland', 'destination': 'SFO', 'mode': 'transit'})]),
    ('how far is Paris from Lyon?', [L48_DIRECTIONS, L48_DISTANCE_BETWEEN], [('distance_between', {'city_a': 'Paris', 'city_b': 'Lyon'})]),
    ('distance between Madrid and Barcelona', [L48_DIRECTIONS, L48_DISTANCE_BETWEEN], [('distance_between', {'city_a': 'Madrid', 'city_b': 'Barcelona'})]),
    ("how many words are in 'the quick brown fox jumps'?", [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('word_count', {'text': 'the quick brown fox jumps'})]),
    ("slugify 'Hello World: A Guide'", [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('slugify', {'title': 'Hello World: A Guide'})]),
    ('make a url slug for My First Post', [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('slugify', {'title': 'My First Post'})]),
    ('gcd of 48 and 18', [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('gcd', {'a': 48, 'b': 18})]),
    ("what's the greatest common divisor of 84 and 36?", [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('gcd', {'a': 84, 'b': 36})]),
    ('is 97 prime?', [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('is_prime', {'n': 97})]),
    ('check whether 1001 is a prime number', [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], [('is_prime', {'n': 1001})]),
    ('give Arrival 5 stars', [L48_RATE_MOVIE, L48_FIND_PODCAST], [('rate_movie', {'title': 'Arrival', 'stars': 5})]),
    ('rate The Matrix 4 out of 5', [L48_RATE_MOVIE, L48_FIND_PODCAST], [('rate_movie', {'title': 'The Matrix', 'stars': 4})]),
    ('find podcasts about stoicism', [L48_RATE_MOVIE, L48_FIND_PODCAST], [('find_podcast', {'topic': 'stoicism'})]),
    ('3 podcasts on machine learning', [L48_RATE_MOVIE, L48_FIND_PODCAST], [('find_podcast', {'topic': 'machine learning', 'max_results': 3})]),
    ("what's the weather in Oslo?", [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], []),
    ('deploy version 2.1 to prod', [L48_RESTART_SERVICE, L48_SCALE_DEPLOYMENT, L48_TAIL_LOGS, L48_DISK_USAGE], []),
    ('turn on the kitchen lights', [L48_SET_THERMOSTAT, L48_LOCK_DOOR, L48_SET_BRIGHTNESS], []),
    ('cancel order 5521', [L48_ADD_TO_CART, L48_APPLY_COUPON, L48_ORDER_STATUS], []),
    ('how many vacation days do I have left?', [L48_REQUEST_LEAVE, L48_LOOKUP_EMPLOYEE], []),
    ("what's a good running shoe?", [L48_LOG_WORKOUT, L48_CALORIES_IN], []),
    ('is 97 a lucky number?', [L48_WORD_COUNT, L48_SLUGIFY, L48_GCD, L48_IS_PRIME], []),
    ('rate this restaurant 5 stars', [L48_RATE_MOVIE, L48_FIND_PODCAST], []),
    ("what's apple trading at?", [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('get_stock_price', {'symbol': 'AAPL'})]),
    ('NVDA price?', [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('get_stock_price', {'symbol': 'NVDA'})]),
    ('how much is 250 dollars in pounds', [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('convert_currency', {'amount': 250, 'from_currency': 'USD', 'to_currency': 'GBP'})]),
    ('bill Acme Corp 1200 euros', [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('create_invoice', {'customer': 'Acme Corp', 'amount': 1200, 'currency': 'EUR'})]),
    ('invoice Globex for $300', [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('create_invoice', {'customer': 'Globex', 'amount': 300, 'currency': 'USD'})]),
    ('how much is in my savings?', [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('check_balance', {'account': 'savings'})]),
    ("what's my balance", [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], [('check_balance', {})]),
    ('is it raining in Dublin?', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('get_weather', {'city': 'Dublin'})]),
    ('weather in Denver in fahrenheit', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('get_weather', {'city': 'Denver', 'unit': 'fahrenheit'})]),
    ('wake me up at 6:30', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('set_alarm', {'time': '06:30'})]),
    ('set an alarm for 7am called gym', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('set_alarm', {'time': '07:00', 'label': 'gym'})]),
    ('timer for 10 minutes', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('start_timer', {'minutes': 10})]),
    ('start a 25 minute timer', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('start_timer', {'minutes': 25})]),
    ('remind me to buy milk', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('add_todo', {'task': 'buy milk'})]),
    ("add 'renew passport' to my todo list", [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], [('add_todo', {'task': 'renew passport'})]),
    ("translate 'good morning' to Spanish", [L48_TRANSLATE, L48_SEND_EMAIL, L48_WORD_DEFINITION], [('translate', {'text': 'good morning', 'target_language': 'Spanish'})]),
    ('how do you say thank you in Japanese', [L48_TRANSLATE, L48_SEND_EMAIL, L48_WORD_DEFINITION], [('translate', {'text': 'thank you', 'target_language': 'Japanese'})]),
    ('email bob@example.com with subject Lunch saying see you at noon', [L48_TRANSLATE, L48_SEND_EMAIL, L48_WORD_DEFINITION], [('send_email', {'to': 'bob@example.com', 'subject': 'Lunch', 'body': 'see you at noon'})]),
    ('what does serendipity mean', [L48_TRANSLATE, L48_SEND_EMAIL, L48_WORD_DEFINITION], [('word_definition', {'word': 'serendipity'})]),
    ("meaning of 'quixotic'", [L48_TRANSLATE, L48_SEND_EMAIL, L48_WORD_DEFINITION], [('word_definition', {'word': 'quixotic'})]),
    ('play some Miles Davis', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], [('play_music', {'query': 'Miles Davis'})]),
    ('shuffle my workout playlist', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], [('play_music', {'query': 'workout playlist', 'shuffle': True})]),
    ('what can I cook with chickpeas?', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], [('search_recipes', {'ingredient': 'chickpeas'})]),
    ('quick recipes with eggs under 15 minutes', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], [('search_recipes', {'ingredient': 'eggs', 'max_minutes': 15})]),
    ('get me a cab from the office to the airport', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], [('book_taxi', {'pickup': 'the office', 'destination': 'the airport'})]),
    ('taxi from 5 Main St to Union Station for 3 people', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], [('book_taxi', {'pickup': '5 Main St', 'destination': 'Union Station', 'passengers': 3})]),
    ('how many people live in Japan?', [L48_POPULATION, L48_GET_EXCHANGE_RATE, L48_GET_WEATHER], [('population', {'country': 'Japan'})]),
    ('population of Brazil', [L48_POPULATION, L48_GET_EXCHANGE_RATE, L48_GET_WEATHER], [('population', {'country': 'Brazil'})]),
    ('EUR to USD rate', [L48_POPULATION, L48_GET_EXCHANGE_RATE, L48_GET_WEATHER], [('get_exchange_rate', {'base': 'EUR', 'quote': 'USD'})]),
    ("what's the dollar to yen exchange rate", [L48_POPULATION, L48_GET_EXCHANGE_RATE, L48_GET_WEATHER], [('get_exchange_rate', {'base': 'USD', 'quote': 'JPY'})]),
    ("what's 15 times 4", [L48_GET_STOCK_PRICE, L48_CONVERT_CURRENCY, L48_CREATE_INVOICE, L48_CHECK_BALANCE], []),
    ('email my landlord', [L48_TRANSLATE, L48_SEND_EMAIL, L48_WORD_DEFINITION], []),
    ("what's the capital of Peru", [L48_POPULATION, L48_GET_EXCHANGE_RATE, L48_GET_WEATHER], []),
    ('order a pizza', [L48_PLAY_MUSIC, L48_SEARCH_RECIPES, L48_BOOK_TAXI], []),
    ('how tall is Mount Everest', [L48_GET_WEATHER, L48_SET_ALARM, L48_START_TIMER, L48_ADD_TODO], []),
    ("what's the stock price of Amazon", [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('stock_quote', {'symbol': 'AMZN'})]),
    ('quote for IBM', [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('stock_quote', {'symbol': 'IBM'})]),
    ('how is Apple stock doing', [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('stock_quote', {'symbol': 'AAPL'})]),
    ("word count of 'to be or not to be'", [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('count_words', {'text': 'to be or not to be'})]),
    ('how long is this sentence in words: the cat sat on the mat', [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('count_words', {'text': 'the cat sat on the mat'})]),
    ("what is Kenya's capital?", [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('capital_of', {'country': 'Kenya'})]),
    ('capital of new zealand?', [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('capital_of', {'country': 'New Zealand'})]),
    ('Tell me the capital of Portugal', [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], [('capital_of', {'country': 'Portugal'})]),
    ('change 100 euros into dollars', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], [('exchange', {'amount': 100, 'source': 'EUR', 'target': 'USD'})]),
    ("what's 5000 yen in USD", [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], [('exchange', {'amount': 5000, 'source': 'JPY', 'target': 'USD'})]),
    ('status of order 4411', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], [('lookup_order', {'order_id': 4411})]),
    ('where is my order, number 9031', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], [('lookup_order', {'order_id': 9031})]),
    ('mail ann@site.org subject: Invoice body: attached is the invoice', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], [('send_mail', {'to': 'ann@site.org', 'subject': 'Invoice', 'body': 'attached is the invoice'})]),
    ('send tom@acme.com an email titled Standup saying moved to 10am', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], [('send_mail', {'to': 'tom@acme.com', 'subject': 'Standup', 'body': 'moved to 10am'})]),
    ('1234 + 5678', [L48_PLUS, L48_TIMES, L48_FORECAST], [('plus', {'x': 1234, 'y': 5678})]),
    ('what do you get if you multiply 12 by 12', [L48_PLUS, L48_TIMES, L48_FORECAST], [('times', {'x': 12, 'y': 12})]),
    ('12 x 12', [L48_PLUS, L48_TIMES, L48_FORECAST], [('times', {'x': 12, 'y': 12})]),
    ('forecast for Lisbon this week', [L48_PLUS, L48_TIMES, L48_FORECAST], [('forecast', {'location': 'Lisbon'})]),
    ('3-day forecast for Berlin', [L48_PLUS, L48_TIMES, L48_FORECAST], [('forecast', {'location': 'Berlin', 'days': 3})]),
    ('will it snow in Denver tomorrow?', [L48_PLUS, L48_TIMES, L48_FORECAST], [('forecast', {'location': 'Denver'})]),
    ('what is 100 minus 37', [L48_PLUS, L48_MINUS, L48_TIMES, L48_DIVIDE], [('minus', {'x': 100, 'y': 37})]),
    ('divide 144 by 12', [L48_PLUS, L48_MINUS, L48_TIMES, L48_DIVIDE], [('divide', {'x': 144, 'y': 12})]),
    ('how much is 81 divided by 9?', [L48_PLUS, L48_MINUS, L48_TIMES, L48_DIVIDE], [('divide', {'x': 81, 'y': 9})]),
    ('take 15 away from 40', [L48_PLUS, L48_MINUS, L48_TIMES, L48_DIVIDE], [('minus', {'x': 40, 'y': 15})]),
    ("what's the population of Kenya", [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], []),
    ('convert 5 miles to km', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], []),
    ("what's 2 to the power of 8", [L48_PLUS, L48_TIMES, L48_FORECAST], []),
    ("how's the weather", [L48_STOCK_QUOTE, L48_COUNT_WORDS, L48_CAPITAL_OF], []),
    ('email my mom', [L48_EXCHANGE, L48_LOOKUP_ORDER, L48_SEND_MAIL], []),
    ('hey, could you tell me what the weather is doing in Manchester today?', [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('get_weather', {'city': 'Manchester'})]),
    ('Manchester weather pls', [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('get_weather', {'city': 'Manchester'})]),
    ('do I need an umbrella in London?', [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('get_weather', {'city': 'London'})]),
    ("what's 1,250 plus 3,400?", [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('add', {'a': 1250, 'b': 3400})]),
    ('I have 17 apples and buy 25 more, how many do I have?', [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('add', {'a': 17, 'b': 25})]),
    ('can you multiply 3.5 by 4 for me', [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('multiply', {'a': 3.5, 'b': 4})]),
    ('what is the product of 9 and 13', [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], [('multiply', {'a': 9, 'b': 13})]),
    ("I'd like to know the status of my order, the id is ORD-5531", [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], [('get_order', {'order_id': 'ORD-5531'})]),
    ('order 88231 - where is it?', [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], [('get_order', {'order_id': '88231'})]),
    ("what's Google's share price right now?", [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], [('share_price', {'ticker': 'GOOGL'})]),
    ('how much is a share of META', [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], [('share_price', {'ticker': 'META'})]),
    ("count the words in this: 'Brevity is the soul of wit'", [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], [('count_words', {'text': 'Brevity is the soul of wit'})]),
    ('how many words: hello there general kenobi', [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], [('count_words', {'text': 'hello there general kenobi'})]),
    ("what's the capital of Canada?", [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('capital', {'country': 'Canada'})]),
    ('Capital of Japan?', [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('capital', {'country': 'Japan'})]),
    ('do you know what the capital of Egypt is', [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('capital', {'country': 'Egypt'})]),
    ("please email sam@ex.com, subject 'Report', body 'Attached the Q3 report'", [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('send_email', {'to': 'sam@ex.com', 'subject': 'Report', 'body': 'Attached the Q3 report'})]),
    ('shoot an email to lee@ex.org saying thanks for the help with subject Thanks', [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('send_email', {'to': 'lee@ex.org', 'subject': 'Thanks', 'body': 'thanks for the help'})]),
    ("what's the exchange rate from GBP to EUR", [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('exchange_rate', {'from_currency': 'GBP', 'to_currency': 'EUR'})]),
    ('how many euros do I get for one dollar', [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('exchange_rate', {'from_currency': 'USD', 'to_currency': 'EUR'})]),
    ('usd to cad?', [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], [('exchange_rate', {'from_currency': 'USD', 'to_currency': 'CAD'})]),
    ("what's the weather like on Mars?", [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], []),
    ("what's 7 squared", [L48_GET_WEATHER2, L48_ADD, L48_MULTIPLY], []),
    ('cancel order 88231', [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], []),
    ('send a text to 555-0100', [L48_CAPITAL, L48_SEND_EMAIL2, L48_EXCHANGE_RATE], []),
    ('who won the world cup in 2018', [L48_GET_ORDER, L48_SHARE_PRICE, L48_COUNT_WORDS2], []),
    ('weather in Paris', [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], [('weather_now', {'city': 'Paris'})]),
    ('weather in Chicago in fahrenheit', [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], [('weather_now', {'city': 'Chicago', 'unit': 'fahrenheit'})]),
    ('convert 20 USD to EUR', [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], [('convert_money', {'amount': 20, 'src': 'USD', 'dst': 'EUR'})]),
    ('how many yen is 50 dollars', [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], [('convert_money', {'amount': 50, 'src': 'USD', 'dst': 'JPY'})]),
    ("where's order 5521", [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], [('find_order', {'id': '5521'})]),
    ('check order #B-17', [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], [('find_order', {'id': 'B-17'})]),
    ('AAPL price', [L48_STOCK, L48_WC, L48_MAIL], [('stock', {'symbol': 'AAPL'})]),
    ("what's Tesla stock at", [L48_STOCK, L48_WC, L48_MAIL], [('stock', {'symbol': 'TSLA'})]),
    ("how many words in 'a b c d'", [L48_STOCK, L48_WC, L48_MAIL], [('wc', {'s': 'a b c d'})]),
    ('word count: the rain in spain', [L48_STOCK, L48_WC, L48_MAIL], [('wc', {'s': 'the rain in spain'})]),
    ('email kim@x.com subject Hi saying hello there', [L48_STOCK, L48_WC, L48_MAIL], [('mail', {'address': 'kim@x.com', 'title': 'Hi', 'content': 'hello there'})]),
    ('What is 1234 plus 5678?', [L48_SUM_TWO, L48_PRODUCT, L48_COUNTRY_CAPITAL], [('sum_two', {'first': 1234, 'second': 5678})]),
    ('multiply 6 and 7', [L48_SUM_TWO, L48_PRODUCT, L48_COUNTRY_CAPITAL], [('product', {'first': 6, 'second': 7})]),
    ("what's 8 times 9", [L48_SUM_TWO, L48_PRODUCT, L48_COUNTRY_CAPITAL], [('product', {'first': 8, 'second': 9})]),
    ('capital of Chile', [L48_SUM_TWO, L48_PRODUCT, L48_COUNTRY_CAPITAL], [('country_capital', {'name': 'Chile'})]),
    ('what is the capital of Vietnam?', [L48_SUM_TWO, L48_PRODUCT, L48_COUNTRY_CAPITAL], [('country_capital', {'name': 'Vietnam'})]),
    ("what's the weather in Rome and the capital of Italy", [L48_SUM_TWO, L48_PRODUCT, L48_COUNTRY_CAPITAL], []),
    ('email my boss', [L48_STOCK, L48_WC, L48_MAIL], []),
    ('What is 17 times 23?', [L48_WEATHER_NOW, L48_CONVERT_MONEY, L48_FIND_ORDER], []),
    ('table for 4 at Nopa at 19:30', [L48_BOOK_TABLE, L48_FIND_RESTAURANTS, L48_SPLIT_BILL], [('book_table', {'restaurant': 'Nopa', 'people': 4, 'time': '19:30'})]),
    ('book Chez Panisse for two at 8pm', [L48_BOOK_TABLE, L48_FIND_RESTAURANTS, L48_SPLIT_BILL], [('book_table', {'restaurant': 'Chez Panisse', 'people': 2, 'time': '20:00'})]),
    ('vegetarian thai food in Portland', [L48_BOOK_TABLE, L48_FIND_RESTAURANTS, L48_SPLIT_BILL], [('find_restaurants', {'cuisine': 'thai', 'city': 'Portland', 'vegetarian': True})]),
    ('any good sushi places in Seattle?', [L48_BOOK_TABLE, L48_FIND_RESTAURANTS, L48_SPLIT_BILL], [('find_restaurants', {'cuisine': 'sushi', 'city': 'Seattle'})]),
    ('split $120 between 4 people', [L48_BOOK_TABLE, L48_FIND_RESTAURANTS, L48_SPLIT_BILL], [('split_bill', {'total': 120, 'people': 4})]),
    ("we're three, the bill is 90 and we tip 15%", [L48_BOOK_TABLE, L48_FIND_RESTAURANTS, L48_SPLIT_BILL], [('split_bill', {'total': 90, 'people': 3, 'tip_percent': 15})]),
    ('roll a d20', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('roll_dice', {'sides': 20})]),
    ('roll two dice', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('roll_dice', {'count': 2})]),
    ('heads or tails?', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('flip_coin', {})]),
    ('flip a coin', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('flip_coin', {})]),
    ('make a public playlist called Road Trip', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('create_playlist', {'name': 'Road Trip', 'public': True})]),
    ("new playlist 'Focus'", [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('create_playlist', {'name': 'Focus'})]),
    ('next song', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('skip_track', {})]),
    ('skip this one', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], [('skip_track', {})]),
    ('remind me in 20 minutes to check the oven', [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], [('set_reminder', {'text': 'check the oven', 'minutes': 20})]),
    ('in an hour remind me to call mom', [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], [('set_reminder', {'text': 'call mom', 'minutes': 60})]),
    ('list the files in src', [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], [('list_files', {'folder': 'src'})]),
    ('show me all the .py files in tests', [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], [('list_files', {'folder': 'tests', 'pattern': '*.py'})]),
    ('zip up the reports folder', [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], [('compress', {'path': 'reports'})]),
    ('make a tar of logs/', [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], [('compress', {'path': 'logs/', 'format': 'tar'})]),
    ('what would I pay per month borrowing 20k over 5 years at 4.5 percent', [L48_LOAN_PAYMENT, L48_SPLIT_BILL, L48_CELSIUS_TO_FAHRENHEIT], [('loan_payment', {'principal': 20000, 'annual_rate': 4.5, 'years': 5})]),
    ("what's 25 celsius in fahrenheit", [L48_LOAN_PAYMENT, L48_SPLIT_BILL, L48_CELSIUS_TO_FAHRENHEIT], [('celsius_to_fahrenheit', {'celsius': 25})]),
    ('convert 100C to F', [L48_LOAN_PAYMENT, L48_SPLIT_BILL, L48_CELSIUS_TO_FAHRENHEIT], [('celsius_to_fahrenheit', {'celsius': 100})]),
    ("translate 'where is the station' to German", [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('translate_text', {'text': 'where is the station', 'to': 'de'})]),
    ("say 'good night' in french", [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('translate_text', {'text': 'good night', 'to': 'fr'})]),
    ('summarize https://example.com/post in 2 sentences', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('summarize_url', {'url': 'https://example.com/post', 'sentences': 2})]),
    ('tl;dr of https://news.site/a', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('summarize_url', {'url': 'https://news.site/a'})]),
    ('create an admin account for jdoe with email jdoe@corp.com', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('create_user', {'username': 'jdoe', 'email': 'jdoe@corp.com', 'admin': True})]),
    ('add user mlee, mlee@corp.com', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('create_user', {'username': 'mlee', 'email': 'mlee@corp.com'})]),
    ('remove the account bsmith', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('delete_user', {'username': 'bsmith'})]),
    ('delete user tpark', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], [('delete_user', {'username': 'tpark'})]),
    ("what's good to eat in Rome?", [L48_LOAN_PAYMENT, L48_SPLIT_BILL, L48_CELSIUS_TO_FAHRENHEIT], []),
    ('play some jazz', [L48_ROLL_DICE, L48_FLIP_COIN, L48_CREATE_PLAYLIST, L48_SKIP_TRACK], []),
    ("what's the weather", [L48_SET_REMINDER, L48_LIST_FILES, L48_COMPRESS], []),
    ('reset the password for jdoe', [L48_TRANSLATE_TEXT, L48_SUMMARIZE_URL, L48_CREATE_USER, L48_DELETE_USER], []),
    ('new note called Groceries: milk, eggs, bread', [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('create_note', {'title': 'Groceries', 'body': 'milk, eggs, bread'})]),
    ('jot down a note titled Ideas', [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('create_note', {'title': 'Ideas'})]),
    ('search my notes for kubernetes', [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('search_notes', {'query': 'kubernetes'})]),
    ('do I have any notes about the budget?', [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('search_notes', {'query': 'budget'})]),
    ("schedule 'Sprint planning' on 2026-12-03 at 10:00 for 60 minutes", [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('schedule_meeting', {'title': 'Sprint planning', 'date': '2026-12-03', 'time': '10:00', 'duration_minutes': 60})]),
    ('set up a meeting called 1:1 with Sam on 2026-12-04 at 2pm', [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('schedule_meeting', {'title': '1:1 with Sam', 'date': '2026-12-04', 'time': '14:00'})]),
    ('cancel meeting m-881', [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], [('cancel_meeting', {'meeting_id': 'm-881'})]),
    ("open an issue in acme/api titled 'Login fails on Safari'", [L48_CREATE_ISSUE, L48_LIST_PULL_REQUESTS, L48_CREATE_NOTE], [('create_issue', {'repo': 'acme/api', 'title': 'Login fails on Safari'})]),
    ('file a bug on octo/web: dark mode is broken, label it bug', [L48_CREATE_ISSUE, L48_LIST_PULL_REQUESTS, L48_CREATE_NOTE], [('create_issue', {'repo': 'octo/web', 'title': 'dark mode is broken', 'labels': ['bug']})]),
    ('list open PRs in acme/api', [L48_CREATE_ISSUE, L48_LIST_PULL_REQUESTS, L48_CREATE_NOTE], [('list_pull_requests', {'repo': 'acme/api', 'state': 'open'})]),
    ('show closed pull requests for octo/web', [L48_CREATE_ISSUE, L48_LIST_PULL_REQUESTS, L48_CREATE_NOTE], [('list_pull_requests', {'repo': 'octo/web', 'state': 'closed'})]),
    ('I drank 500 ml of water', [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], [('log_water', {'ml': 500})]),
    ('log 2 liters of water', [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], [('log_water', {'ml': 2000})]),
    ('I slept 7.5 hours', [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], [('log_sleep', {'hours': 7.5})]),
    ('log six hours of sleep', [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], [('log_sleep', {'hours': 6})]),
    ("what are my heart rate zones? I'm 42", [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], [('heart_rate_zones', {'age': 42})]),
    ('heart rate zones for a 30 year old', [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], [('heart_rate_zones', {'age': 30})]),
    ('flights from SFO to JFK on 2026-12-20', [L48_SEARCH_FLIGHTS, L48_RENT_CAR, L48_LOG_SLEEP], [('search_flights', {'origin': 'SFO', 'destination': 'JFK', 'date': '2026-12-20'})]),
    ('find 2 seats LHR to CDG 2027-01-05', [L48_SEARCH_FLIGHTS, L48_RENT_CAR, L48_LOG_SLEEP], [('search_flights', {'origin': 'LHR', 'destination': 'CDG', 'date': '2027-01-05', 'passengers': 2})]),
    ('rent a car in Denver from 2026-12-10 for 4 days', [L48_SEARCH_FLIGHTS, L48_RENT_CAR, L48_LOG_SLEEP], [('rent_car', {'city': 'Denver', 'pickup_date': '2026-12-10', 'days': 4})]),
    ('I need a rental car in Austin for a week starting 2026-12-15', [L48_SEARCH_FLIGHTS, L48_RENT_CAR, L48_LOG_SLEEP], [('rent_car', {'city': 'Austin', 'pickup_date': '2026-12-15', 'days': 7})]),
    ('turn on the porch light', [L48_TURN_ON, L48_TURN_OFF, L48_SET_COLOR], [('turn_on', {'device': 'porch light'})]),
    ('switch off the TV', [L48_TURN_ON, L48_TURN_OFF, L48_SET_COLOR], [('turn_off', {'device': 'TV'})]),
    ('kill the kitchen lights', [L48_TURN_ON, L48_TURN_OFF, L48_SET_COLOR], [('turn_off', {'device': 'kitchen lights'})]),
    ('make the bedroom lamp blue', [L48_TURN_ON, L48_TURN_OFF, L48_SET_COLOR], [('set_color', {'device': 'bedroom lamp', 'color': 'blue'})]),
    ('set the hallway light to warm white', [L48_TURN_ON, L48_TURN_OFF, L48_SET_COLOR], [('set_color', {'device': 'hallway light', 'color': 'warm white'})]),
    ("what's on my calendar tomorrow?", [L48_CREATE_NOTE, L48_SEARCH_NOTES, L48_SCHEDULE_MEETING, L48_CANCEL_MEETING], []),
    ('merge PR 42 in acme/api', [L48_CREATE_ISSUE, L48_LIST_PULL_REQUESTS, L48_CREATE_NOTE], []),
    ('how many steps did I walk today?', [L48_LOG_WATER, L48_LOG_SLEEP, L48_HEART_RATE_ZONES], []),
    ('book a hotel in Denver', [L48_SEARCH_FLIGHTS, L48_RENT_CAR, L48_LOG_SLEEP], []),
    ('lock the front door', [L48_TURN_ON, L48_TURN_OFF, L48_SET_COLOR], []),
    ('find running shoes under $100', [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], [('search_products', {'query': 'running shoes', 'max_price': 100})]),
    ('cheapest wireless headphones in stock', [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], [('search_products', {'query': 'wireless headphones', 'sort': 'price_asc', 'in_stock_only': True})]),
    ('top rated coffee grinders', [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], [('search_products', {'query': 'coffee grinders', 'sort': 'rating'})]),
    ("where's my UPS package 1Z999AA10123456784", [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], [('get_package_status', {'tracking_id': '1Z999AA10123456784', 'carrier': 'UPS'})]),
    ('track 9400111899223197428490', [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], [('get_package_status', {'tracking_id': '9400111899223197428490'})]),
    ("define 'ubiquitous' and give synonyms", [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], [('lookup_word', {'word': 'ubiquitous', 'include_synonyms': True})]),
    ('forecast for 40.7128, -74.0060', [L48_GET_FORECAST, L48_GET_EXCHANGE_RATES, L48_LOOKUP_WORD], [('get_forecast', {'latitude': 40.7128, 'longitude': -74.006})]),
    ('3 day forecast at latitude 51.5 longitude -0.12', [L48_GET_FORECAST, L48_GET_EXCHANGE_RATES, L48_LOOKUP_WORD], [('get_forecast', {'latitude': 51.5, 'longitude': -0.12, 'days': 3})]),
    ('USD rates for EUR and GBP', [L48_GET_FORECAST, L48_GET_EXCHANGE_RATES, L48_LOOKUP_WORD], [('get_exchange_rates', {'base': 'USD', 'symbols': ['EUR', 'GBP']})]),
    ('how much is one euro in yen and dollars', [L48_GET_FORECAST, L48_GET_EXCHANGE_RATES, L48_LOOKUP_WORD], [('get_exchange_rates', {'base': 'EUR', 'symbols': ['JPY', 'USD']})]),
    ("what does 'laconic' mean", [L48_GET_FORECAST, L48_GET_EXCHANGE_RATES, L48_LOOKUP_WORD], [('lookup_word', {'word': 'laconic'})]),
    ("put 'Team sync' on my calendar from 2026-12-02T10:00 to 2026-12-02T10:30", [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], [('create_calendar_event', {'summary': 'Team sync', 'start': '2026-12-02T10:00', 'end': '2026-12-02T10:30'})]),
    ('add an event Dinner at Nopa 2026-12-05T19:00 to 2026-12-05T21:00', [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], [('create_calendar_event', {'summary': 'Dinner', 'start': '2026-12-05T19:00', 'end': '2026-12-05T21:00', 'location': 'Nopa'})]),
    ("post 'deploy done' to #releases", [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], [('send_slack_message', {'channel': '#releases', 'text': 'deploy done'})]),
    ('tell #general that lunch is here', [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], [('send_slack_message', {'channel': '#general', 'text': 'lunch is here'})]),
    ('book a haircut on 2026-12-09 at 15:30', [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], [('book_appointment', {'service': 'haircut', 'date': '2026-12-09', 'time': '15:30'})]),
    ('I need a dentist appointment 2026-12-10 at 9am', [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], [('book_appointment', {'service': 'dentist', 'date': '2026-12-10', 'time': '09:00'})]),
    ("what's the weather in Paris", [L48_GET_FORECAST, L48_GET_EXCHANGE_RATES, L48_LOOKUP_WORD], []),
    ('book a massage', [L48_CREATE_CALENDAR_EVENT, L48_SEND_SLACK_MESSAGE, L48_BOOK_APPOINTMENT], []),
    ('return my order', [L48_SEARCH_PRODUCTS, L48_GET_PACKAGE_STATUS, L48_LOOKUP_WORD], []),
    ('run SELECT * FROM users LIMIT 5', [L48_RUN_QUERY, L48_EXPORT_CSV, L48_COUNT_ROWS], [('run_query', {'sql': 'SELECT * FROM users LIMIT 5'})]),
    ("run 'select count(*) from orders' on the billing database", [L48_RUN_QUERY, L48_EXPORT_CSV, L48_COUNT_ROWS], [('run_query', {'sql': 'select count(*) from orders', 'database': 'billing'})]),
    ('export the customers table to out/customers.csv', [L48_RUN_QUERY, L48_EXPORT_CSV, L48_COUNT_ROWS], [('export_csv', {'table': 'customers', 'path': 'out/customers.csv'})]),
    ('how many rows are in the events table?', [L48_RUN_QUERY, L48_EXPORT_CSV, L48_COUNT_ROWS], [('count_rows', {'table': 'events'})]),
    ('row count for orders', [L48_RUN_QUERY, L48_EXPORT_CSV, L48_COUNT_ROWS], [('count_rows', {'table': 'orders'})]),
    ('refund order 10023, the item arrived broken', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], [('refund_order', {'order_id': '10023', 'reason': 'the item arrived broken'})]),
    ('refund #A-559', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], [('refund_order', {'order_id': 'A-559'})]),
    ('set stock of SKU-88 to 40', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], [('update_stock', {'sku': 'SKU-88', 'quantity': 40})]),
    ('we have 12 units of TSHIRT-M left', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], [('update_stock', {'sku': 'TSHIRT-M', 'quantity': 12})]),
    ('put MUG-01 on sale at 25% off', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], [('apply_discount', {'sku': 'MUG-01', 'percent': 25})]),
    ('15 percent discount on HAT-9', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], [('apply_discount', {'sku': 'HAT-9', 'percent': 15})]),
    ('what did Maya Chen get in Biology?', [L48_GET_GRADE, L48_ENROLL, L48_AVERAGE], [('get_grade', {'student': 'Maya Chen', 'course': 'Biology'})]),
    ("Leo's grade in Math 101", [L48_GET_GRADE, L48_ENROLL, L48_AVERAGE], [('get_grade', {'student': 'Leo', 'course': 'Math 101'})]),
    ('enroll Sam Ortiz in Chemistry', [L48_GET_GRADE, L48_ENROLL, L48_AVERAGE], [('enroll', {'student': 'Sam Ortiz', 'course': 'Chemistry'})]),
    ('sign Ava up for Art History', [L48_GET_GRADE, L48_ENROLL, L48_AVERAGE], [('enroll', {'student': 'Ava', 'course': 'Art History'})]),
    ('average of 4, 8 and 15', [L48_AVERAGE, L48_MAX_OF, L48_COUNT_ROWS], [('average', {'numbers': [4, 8, 15]})]),
    ("what's the mean of 2.5, 3.5, 9", [L48_AVERAGE, L48_MAX_OF, L48_COUNT_ROWS], [('average', {'numbers': [2.5, 3.5, 9]})]),
    ('largest of 3, 17, 9, 12', [L48_AVERAGE, L48_MAX_OF, L48_COUNT_ROWS], [('max_of', {'numbers': [3, 17, 9, 12]})]),
    ('which is bigger, 42 or 24?', [L48_AVERAGE, L48_MAX_OF, L48_COUNT_ROWS], [('max_of', {'numbers': [42, 24]})]),
    ('drop the users table', [L48_RUN_QUERY, L48_EXPORT_CSV, L48_COUNT_ROWS], []),
    ('cancel order 10023', [L48_REFUND_ORDER, L48_UPDATE_STOCK, L48_APPLY_DISCOUNT], []),
    ("what's Maya's email?", [L48_GET_GRADE, L48_ENROLL, L48_AVERAGE], []),
    ("what's the median of 1, 2, 3", [L48_AVERAGE, L48_MAX_OF, L48_COUNT_ROWS], []),
    ('open an urgent ticket: checkout page returns 500', [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], [('open_ticket', {'subject': 'checkout page returns 500', 'priority': 'urgent'})]),
    ("I can't log in, please open a ticket", [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], [('open_ticket', {'subject': "I can't log in"})]),
    ("what's the status of ticket T-4821?", [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], [('ticket_status', {'ticket_id': 'T-4821'})]),
    ('any update on T-77?', [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], [('ticket_status', {'ticket_id': 'T-77'})]),
    ('close T-4821', [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], [('close_ticket', {'ticket_id': 'T-4821'})]),
    ('ticket 9912 is resolved, close it', [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], [('close_ticket', {'ticket_id': '9912'})]),
    ('tell me about the airport LAX', [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], [('airport_info', {'code': 'LAX'})]),
    ('what airport is NRT?', [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], [('airport_info', {'code': 'NRT'})]),
    ('do US citizens need a visa for Japan?', [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], [('visa_requirements', {'citizenship': 'US', 'destination': 'Japan'})]),
    ("I'm Canadian, do I need a visa to visit Brazil?", [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], [('visa_requirements', {'citizenship': 'Canadian', 'destination': 'Brazil'})]),
    ('time difference between Tokyo and Berlin', [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], [('time_difference', {'city_a': 'Tokyo', 'city_b': 'Berlin'})]),
    ('how many hours ahead is Sydney compared to London?', [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], [('time_difference', {'city_a': 'Sydney', 'city_b': 'London'})]),
    ('tell me about the movie Heat', [L48_MOVIE_INFO, L48_TV_SCHEDULE, L48_SET_FAN_SPEED], [('movie_info', {'title': 'Heat'})]),
    ("who's in Dune from 2021?", [L48_MOVIE_INFO, L48_TV_SCHEDULE, L48_SET_FAN_SPEED], [('movie_info', {'title': 'Dune', 'year': 2021})]),
    ("what's on BBC One tonight?", [L48_MOVIE_INFO, L48_TV_SCHEDULE, L48_SET_FAN_SPEED], [('tv_schedule', {'channel': 'BBC One'})]),
    ('HBO schedule for 2026-12-24', [L48_MOVIE_INFO, L48_TV_SCHEDULE, L48_SET_FAN_SPEED], [('tv_schedule', {'channel': 'HBO', 'date': '2026-12-24'})]),
    ('fan on high', [L48_SET_FAN_SPEED, L48_GET_TEMPERATURE, L48_TV_SCHEDULE], [('set_fan_speed', {'speed': 'high'})]),
    ('turn the fan off', [L48_SET_FAN_SPEED, L48_GET_TEMPERATURE, L48_TV_SCHEDULE], [('set_fan_speed', {'speed': 'off'})]),
    ('how warm is the nursery?', [L48_SET_FAN_SPEED, L48_GET_TEMPERATURE, L48_TV_SCHEDULE], [('get_temperature', {'room': 'nursery'})]),
    ("what's the temperature in the living room", [L48_SET_FAN_SPEED, L48_GET_TEMPERATURE, L48_TV_SCHEDULE], [('get_temperature', {'room': 'living room'})]),
    ('reopen ticket T-4821', [L48_OPEN_TICKET, L48_TICKET_STATUS, L48_CLOSE_TICKET], []),
    ('book a flight to Tokyo', [L48_AIRPORT_INFO, L48_VISA_REQUIREMENTS, L48_TIME_DIFFERENCE], []),
    ('recommend a movie', [L48_MOVIE_INFO, L48_TV_SCHEDULE, L48_SET_FAN_SPEED], []),
    ('dim the lights', [L48_SET_FAN_SPEED, L48_GET_TEMPERATURE, L48_TV_SCHEDULE], []),
    ('weather in Oslo and Rome', [L48_GET_WEATHER22, L48_GET_TIME, L48_STOCK_PRICE], [('get_weather', {'city': 'Oslo'}), ('get_weather', {'city': 'Rome'})]),
    ("what time is it in Tokyo and what's the weather there?", [L48_GET_WEATHER22, L48_GET_TIME, L48_STOCK_PRICE], [('get_time', {'city': 'Tokyo'}), ('get_weather', {'city': 'Tokyo'})]),
    ('prices of AAPL, MSFT and NVDA', [L48_GET_WEATHER22, L48_GET_TIME, L48_STOCK_PRICE], [('stock_price', {'symbol': 'AAPL'}), ('stock_price', {'symbol': 'MSFT'}), ('stock_price', {'symbol': 'NVDA'})]),
    ('weather in Paris and the time in New York', [L48_GET_WEATHER22, L48_GET_TIME, L48_STOCK_PRICE], [('get_weather', {'city': 'Paris'}), ('get_time', {'city': 'New York'})]),
    ('convert 100 USD to EUR and 50 GBP to JPY', [L48_CONVERT, L48_ADD, L48_MULTIPLY], [('convert', {'amount': 100, 'from_currency': 'USD', 'to_currency': 'EUR'}), ('convert', {'amount': 50, 'from_currency': 'GBP', 'to_currency': 'JPY'})]),
    ('add 3 and 4, and multiply 5 by 6', [L48_CONVERT, L48_ADD, L48_MULTIPLY], [('add', {'a': 3, 'b': 4}), ('multiply', {'a': 5, 'b': 6})]),
    ("what's 2+2 and 3*3", [L48_CONVERT, L48_ADD, L48_MULTIPLY], [('add', {'a': 2, 'b': 2}), ('multiply', {'a': 3, 'b': 3})]),
    ("create tasks 'buy milk' and 'call mom'", [L48_SEND_EMAIL, L48_CREATE_TASK, L48_GET_WEATHER22], [('create_task', {'title': 'buy milk'}), ('create_task', {'title': 'call mom'})]),
    ("email ann@x.com subject Hi saying hello, and create a task 'follow up with Ann'", [L48_SEND_EMAIL, L48_CREATE_TASK, L48_GET_WEATHER22], [('send_email', {'to': 'ann@x.com', 'subject': 'Hi', 'body': 'hello'}), ('create_task', {'title': 'follow up with Ann'})]),
    ('check the weather in Lima and Quito', [L48_SEND_EMAIL, L48_CREATE_TASK, L48_GET_WEATHER22], [('get_weather', {'city': 'Lima'}), ('get_weather', {'city': 'Quito'})]),
]


# -- single-route47: written at round 47 before any fix it measures -------------------------------------------
R47_NOW = tool("get_current_weather", "Get the current weather conditions in a city.",
  {"city": {"type": "string", "description": "The city, e.g. Oslo."}}, ["city"])
R47_FORECAST = tool("get_forecast", "Get the weather forecast for a city for the coming days.",
  {"city": {"type": "string", "description": "The city, e.g. Oslo."},
   "days": {"type": "integer", "description": "How many days ahead.", "default": 3}}, ["city"])
R47_CLOCK = tool("get_local_time", "Get the current local time in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
R47_CONVERT = tool("convert_currency", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from_currency": {"type": "string", "description": "Three-letter code of the currency to convert from, e.g. USD."},
   "to_currency": {"type": "string", "description": "Three-letter code of the currency to convert to, e.g. EUR."}},
  ["amount", "from_currency", "to_currency"])
R47_RATE = tool("get_exchange_rate", "Get the exchange rate between two currencies.",
  {"base": {"type": "string", "description": "Three-letter code of the base currency, e.g. USD."},
   "quote": {"type": "string", "description": "Three-letter code of the quote currency, e.g. JPY."}}, ["base", "quote"])
R47_GETUSER = tool("get_user", "Get one user's profile by id.",
  {"user_id": {"type": "integer", "description": "The user's id."}}, ["user_id"])
R47_USERS = tool("list_users", "List the users, optionally only those of a group.",
  {"group": {"type": "string", "description": "Only users of this group, e.g. admin."}}, [])
R47_FINDISSUES = tool("search_issues", "Search the issue tracker for issues matching a text.",
  {"query": {"type": "string", "description": "Text to look for."}}, ["query"])
R47_NEWISSUE = tool("create_issue", "Create a new issue in the tracker.",
  {"title": {"type": "string", "description": "The issue's title."}}, ["title"])
R47_ADD = tool("add_numbers", "Add two numbers.",
  {"a": {"type": "number", "description": "First number."}, "b": {"type": "number", "description": "Second number."}}, ["a", "b"])
R47_TIMES = tool("multiply_numbers", "Multiply two numbers.",
  {"a": {"type": "number", "description": "First number."}, "b": {"type": "number", "description": "Second number."}}, ["a", "b"])
R47_EMAIL = tool("send_email", "Send an email.",
  {"to": {"type": "string", "description": "The recipient's address."},
   "body": {"type": "string", "description": "The text of the email."}}, ["to", "body"])
R47_SLACK = tool("send_slack_message", "Send a Slack message to a person or channel.",
  {"recipient": {"type": "string", "description": "A user name or a #channel."},
   "text": {"type": "string", "description": "The message."}}, ["recipient", "text"])
R47_RESERVATIONS = tool("hotel_reservations", "The user's hotel reservations.",
  {"status": {"type": "string", "enum": ["upcoming", "past"], "description": "Which reservations.", "default": "upcoming"}}, [])
R47_RESERVE = tool("reserve_hotel", "Reserve a hotel room in a city.",
  {"city": {"type": "string", "description": "The city."},
   "check_in": {"type": "string", "description": "Arrival day, YYYY-MM-DD."},
   "nights": {"type": "integer", "description": "Number of nights."}}, ["city", "check_in", "nights"])
ROUTE47: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the weather in Oslo and the time in Tokyo?", [R47_NOW, R47_CLOCK, R47_FORECAST], [("get_current_weather", {"city": "Oslo"}), ("get_local_time", {"city": "Tokyo"})]),
 ("Multiply 6 by 7, then add 10 and 15", [R47_ADD, R47_TIMES], [("multiply_numbers", {"a": 6, "b": 7}), ("add_numbers", {"a": 10, "b": 15})]),
 ("Email ana@example.com 'lunch moved to 1pm' and slack bob the same text", [R47_EMAIL, R47_SLACK], [("send_email", {"to": "ana@example.com", "body": "lunch moved to 1pm"}), ("send_slack_message", {"recipient": "bob", "text": "lunch moved to 1pm"})]),
 ("Will it rain in Bergen over the next 2 days?", [R47_NOW, R47_FORECAST], [("get_forecast", {"city": "Bergen", "days": 2})]),
 ("How cold is it in Helsinki right now?", [R47_FORECAST, R47_NOW], [("get_current_weather", {"city": "Helsinki"})]),
 ("Give me the forecast for Lima for 5 days", [R47_NOW, R47_FORECAST, R47_CLOCK], [("get_forecast", {"city": "Lima", "days": 5})]),
 ("Show the current conditions in Cairo and the forecast for Rome", [R47_NOW, R47_FORECAST], [("get_current_weather", {"city": "Cairo"}), ("get_forecast", {"city": "Rome"})]),
 ("Convert 200 USD to EUR", [R47_RATE, R47_CONVERT], [("convert_currency", {"amount": 200, "from_currency": "USD", "to_currency": "EUR"})]),
 ("What's the exchange rate from USD to JPY?", [R47_CONVERT, R47_RATE], [("get_exchange_rate", {"base": "USD", "quote": "JPY"})]),
 ("How many CHF do I get for 75 EUR?", [R47_RATE, R47_CONVERT], [("convert_currency", {"amount": 75, "from_currency": "EUR", "to_currency": "CHF"})]),
 ("Show me user 4411", [R47_USERS, R47_GETUSER], [("get_user", {"user_id": 4411})]),
 ("Who are the users in the admin group?", [R47_GETUSER, R47_USERS], [("list_users", {"group": "admin"})]),
 ("Pull up the profiles of users 12 and 15", [R47_USERS, R47_GETUSER], [("get_user", {"user_id": 12}), ("get_user", {"user_id": 15})]),
 ("Look for issues about login timeouts", [R47_NEWISSUE, R47_FINDISSUES], [("search_issues", {"query": "login timeouts"})]),
 ("Open an issue titled 'Checkout button does nothing'", [R47_FINDISSUES, R47_NEWISSUE], [("create_issue", {"title": "Checkout button does nothing"})]),
 ("Create an issue 'Dark mode' and search the issues for 'dark theme'", [R47_FINDISSUES, R47_NEWISSUE], [("create_issue", {"title": "Dark mode"}), ("search_issues", {"query": "dark theme"})]),
 ("Show my past hotel reservations", [R47_RESERVE, R47_RESERVATIONS], [("hotel_reservations", {"status": "past"})]),
 ("Reserve a hotel in Porto from 2026-05-02 for 2 nights", [R47_RESERVATIONS, R47_RESERVE], [("reserve_hotel", {"city": "Porto", "check_in": "2026-05-02", "nights": 2})]),
 ("Find a hotel in Lyon for 3 nights starting 2026-06-10 and check the forecast there", [R47_RESERVE, R47_FORECAST, R47_RESERVATIONS], [("reserve_hotel", {"city": "Lyon", "check_in": "2026-06-10", "nights": 3}), ("get_forecast", {"city": "Lyon"})]),
 ("What time is it in Denver and in Lagos?", [R47_CLOCK, R47_NOW], [("get_local_time", {"city": "Denver"}), ("get_local_time", {"city": "Lagos"})]),
]

# -- single-objects48: written at round 48 before any fix it measures (object and array parameters) -----------
O48_AC = tool("set_air_conditioner", "Change the settings of the air conditioner.",
  {"body": {"type": "object", "description": "The new settings.", "properties": {
     "mode": {"type": "string", "enum": ["cool", "heat", "dry", "fan"], "description": "Operating mode."},
     "fan_speed": {"type": "string", "enum": ["low", "mid", "high"], "description": "Fan speed."},
     "target_temperature": {"type": "integer", "description": "Target temperature in Celsius."}},
     "required": ["mode", "target_temperature"]}}, ["body"])
O48_SORT = tool("sort_numbers", "Sort a list of numbers in ascending order.",
  {"numbers": {"type": "array", "items": {"type": "number"}, "description": "The numbers to sort."}}, ["numbers"])
O48_AVG = tool("average", "Compute the average of some numbers.",
  {"values": {"type": "array", "items": {"type": "number"}, "description": "The numbers."}}, ["values"])
O48_JOIN = tool("join_words", "Join words into one string with a separator.",
  {"words": {"type": "array", "items": {"type": "string"}, "description": "The words to join."},
   "separator": {"type": "string", "description": "Put between the words.", "default": " "}}, ["words"])
O48_HTTP = tool("http_get", "Send an HTTP GET request to a URL.",
  {"url": {"type": "string", "description": "The URL to request."},
   "params": {"type": "object", "description": "Query parameters.", "properties": {
     "q": {"type": "string", "description": "Search text."},
     "limit": {"type": "integer", "description": "Maximum number of results."}}}}, ["url"])
O48_SHIP = tool("create_shipment", "Create a shipment to an address.",
  {"address": {"type": "object", "description": "Where to ship.", "properties": {
     "city": {"type": "string", "description": "The city."},
     "zip_code": {"type": "string", "description": "The postal code."}}, "required": ["city", "zip_code"]},
   "weight_kg": {"type": "number", "description": "Parcel weight in kilograms."}}, ["address", "weight_kg"])
O48_TAGS = tool("tag_note", "Add tags to a note.",
  {"note_id": {"type": "integer", "description": "The note's id."},
   "tags": {"type": "array", "items": {"type": "string"}, "description": "The tags to add."}}, ["note_id", "tags"])
O48_LAMP = tool("set_lamp", "Set the state of a smart lamp.",
  {"state": {"type": "object", "description": "The lamp's new state.", "properties": {
     "power": {"type": "string", "enum": ["on", "off"], "description": "Power."},
     "brightness": {"type": "integer", "description": "Brightness from 0 to 100."}}, "required": ["power"]}}, ["state"])
O48_INVITE = tool("invite_people", "Invite people to a meeting by email.",
  {"emails": {"type": "array", "items": {"type": "string"}, "description": "Email addresses to invite."},
   "meeting_id": {"type": "string", "description": "The meeting's id."}}, ["emails", "meeting_id"])
OBJECTS48: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Set the air conditioner to cool mode at 22 degrees", [O48_AC], [("set_air_conditioner", {"body": {"mode": "cool", "target_temperature": 22}})]),
 ("Switch the AC to heat, 25 degrees, high fan speed", [O48_AC], [("set_air_conditioner", {"body": {"mode": "heat", "target_temperature": 25, "fan_speed": "high"}})]),
 ("Put the air conditioner on dry mode", [O48_AC], []),
 ("Sort [7, 2, 19, 4]", [O48_SORT], [("sort_numbers", {"numbers": [7, 2, 19, 4]})]),
 ("Please sort these numbers: 3, 1.5, 8 and 2", [O48_SORT], [("sort_numbers", {"numbers": [3, 1.5, 8, 2]})]),
 ("What's the average of 10, 20 and 45?", [O48_AVG, O48_SORT], [("average", {"values": [10, 20, 45]})]),
 ("Join 'alpha', 'beta' and 'gamma' with a dash", [O48_JOIN], [("join_words", {"words": ["alpha", "beta", "gamma"], "separator": "-"})]),
 ("Combine 'Jane' and 'Smith'", [O48_JOIN], [("join_words", {"words": ["Jane", "Smith"]})]),
 ("GET https://api.example.com/search with q=kittens and limit 5", [O48_HTTP], [("http_get", {"url": "https://api.example.com/search", "params": {"q": "kittens", "limit": 5}})]),
 ("Fetch https://example.org/status", [O48_HTTP], [("http_get", {"url": "https://example.org/status"})]),
 ("Ship a 2.5 kg parcel to Leeds, postal code LS1 4AP", [O48_SHIP], [("create_shipment", {"address": {"city": "Leeds", "zip_code": "LS1 4AP"}, "weight_kg": 2.5})]),
 ("Ship a 3 kg box to Leeds", [O48_SHIP], []),
 ("Tag note 42 with 'work', 'urgent' and 'q3'", [O48_TAGS], [("tag_note", {"note_id": 42, "tags": ["work", "urgent", "q3"]})]),
 ("Turn the lamp on at 40% brightness", [O48_LAMP], [("set_lamp", {"state": {"power": "on", "brightness": 40}})]),
 ("Switch off the lamp", [O48_LAMP], [("set_lamp", {"state": {"power": "off"}})]),
 ("Invite ana@example.com and bo@example.com to meeting MTG-77", [O48_INVITE], [("invite_people", {"emails": ["ana@example.com", "bo@example.com"], "meeting_id": "MTG-77"})]),
]
OBJECTS48_IRRELEVANT: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the boiling point of water at sea level?", [O48_AC, O48_LAMP], []),
 ("Tell me a joke about numbers", [O48_SORT, O48_AVG], []),
 ("Who wrote the song 'Yesterday'?", [O48_JOIN, O48_TAGS], []),
 ("How heavy is a typical parcel?", [O48_SHIP], []),
]




A48_CONCERTS = tool("find_concerts", "Find concerts in a city on a day.",
  {"city": {"type": "string", "description": "The city, in the format 'City, ST', e.g. 'Austin, TX'."},
   "day": {"type": "string", "description": "The day of the concert, in the format 'YYYY-MM-DD'."},
   "genre": {"type": "string", "enum": ["Rock", "Jazz", "Pop", "Classical"], "description": "The kind of music.", "default": "Rock"}}, ["city", "day"])
A48_TABLE = tool("book_table", "Book a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "The name of the restaurant."},
   "guests": {"type": "integer", "description": "How many people are coming."},
   "outdoor": {"type": "boolean", "description": "Whether the table should be outside.", "default": False},
   "on_date": {"type": "string", "description": "The date, 'YYYY-MM-DD'."}}, ["restaurant", "guests", "on_date"])
A48_TRANSFER = tool("transfer_money", "Send money from one of my accounts to a person.",
  {"from_account": {"type": "string", "enum": ["checking", "savings"], "description": "Which account pays."},
   "to_person": {"type": "string", "description": "Name of the person who receives the money."},
   "amount": {"type": "number", "description": "Amount in euros."},
   "hidden": {"type": "boolean", "description": "Whether the transfer is hidden from the public feed.", "default": False}}, ["from_account", "to_person", "amount"])
A48_VAN = tool("rent_van", "Rent a moving van for a day.",
  {"pickup_city": {"type": "string", "description": "City where the van is picked up, 'City, ST'."},
   "size": {"type": "string", "enum": ["small", "medium", "large"], "description": "Van size."},
   "pickup_day": {"type": "string", "description": "Pickup day, YYYY-MM-DD."}}, ["pickup_city", "size", "pickup_day"])
A48_NOTES = tool("add_note", "Save a short note.",
  {"text": {"type": "string", "description": "The note text."}}, ["text"])
A48_GYM = tool("find_gyms", "Find gyms in a town.",
  {"town": {"type": "string", "description": "The town."},
   "has_pool": {"type": "string", "enum": ["True", "False", "dontcare"], "description": "Whether the gym has a pool.", "default": "dontcare"},
   "open_24h": {"type": "boolean", "description": "Whether the gym is open around the clock.", "default": False}}, ["town"])

ARGS48: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Any jazz concerts in Denver, CO on June 3rd, 2027?", [A48_CONCERTS, A48_NOTES], [("find_concerts", {"city": "Denver, CO", "day": "2027-06-03", "genre": "Jazz"})]),
 ("Find concerts in Tulsa, OK on 12 August 2027", [A48_CONCERTS, A48_VAN], [("find_concerts", {"city": "Tulsa, OK", "day": "2027-08-12"})]),
 ("Classical concerts in Boise, ID on the 9th of May 2027 please", [A48_CONCERTS, A48_NOTES], [("find_concerts", {"city": "Boise, ID", "day": "2027-05-09", "genre": "Classical"})]),
 ("Book a table at Luma for 4 people on March 2, 2027, outside please", [A48_TABLE, A48_NOTES], [("book_table", {"restaurant": "Luma", "guests": 4, "outdoor": True, "on_date": "2027-03-02"})]),
 ("Reserve Casa Verde for two on 2027-11-20", [A48_TABLE, A48_GYM], [("book_table", {"restaurant": "Casa Verde", "guests": 2, "on_date": "2027-11-20"})]),
 ("Send 40 euros to Marta from my savings and keep it hidden", [A48_TRANSFER, A48_NOTES], [("transfer_money", {"from_account": "savings", "to_person": "Marta", "amount": 40, "hidden": True})]),
 ("Transfer 15.5 euros from checking to Jonas", [A48_TRANSFER, A48_NOTES], [("transfer_money", {"from_account": "checking", "to_person": "Jonas", "amount": 15.5})]),
 ("Pay Ilse 200 euros out of my savings account, private please", [A48_TRANSFER, A48_GYM], [("transfer_money", {"from_account": "savings", "to_person": "Ilse", "amount": 200, "hidden": True})]),
 ("I need a large van in Reno, NV on July 14th 2027", [A48_VAN, A48_NOTES], [("rent_van", {"pickup_city": "Reno, NV", "size": "large", "pickup_day": "2027-07-14"})]),
 ("Rent a small moving van in Fargo, ND for 2027-02-01", [A48_VAN, A48_CONCERTS], [("rent_van", {"pickup_city": "Fargo, ND", "size": "small", "pickup_day": "2027-02-01"})]),
 ("Find gyms in Leeds with a pool", [A48_GYM, A48_NOTES], [("find_gyms", {"town": "Leeds", "has_pool": "True"})]),
 ("Gyms in Bergen that are open 24 hours and have no pool", [A48_GYM, A48_NOTES], [("find_gyms", {"town": "Bergen", "has_pool": "False", "open_24h": True})]),
 ("Find gyms in Turku, I don't care about a pool", [A48_GYM, A48_VAN], [("find_gyms", {"town": "Turku", "has_pool": "dontcare"})]),
 ("Note: call the plumber on Monday", [A48_NOTES, A48_GYM], [("add_note", {"text": "call the plumber on Monday"})]),
]

# -- single-lead49: written at round 49 by the lead after its fixes, in new words and tools (a check of their reach)
L49_SORT = tool("sort_numbers", "Sort integers.", {"numbers": {"type": "array", "items": {"type": "integer"}, "description": "The integers."}, "descending": {"type": "boolean", "description": "Largest first.", "default": False}}, ["numbers"])
L49_CRASH = tool("impact_time", "Seconds until a collision between a vehicle and an obstacle.", {"distance_m": {"type": "number", "description": "Distance to the obstacle in meters."}, "speed_mps": {"type": "number", "description": "Speed in meters per second."}}, ["distance_m", "speed_mps"])
L49_PEOPLE = tool("person_details", "Contact details of a person.", {"full_name": {"type": "string", "description": "First and last name. Give this or the badge."}, "badge": {"type": "string", "description": "Badge number. Give this or the name."}}, [])
L49_DINNER = tool("reserve_dinner", "Reserve a restaurant.", {"venue": {"type": "string", "description": "Restaurant name."}, "party_size": {"type": "integer", "description": "Number of diners."}}, ["venue", "party_size"])
L49_REDIS = tool("register_redis", "Register a Redis instance.", {"host": {"type": "string", "description": "Hostname."}, "db_index": {"type": "integer", "description": "Database index.", "default": 0}, "password": {"type": "string", "description": "Password."}}, ["host", "password"])
L49_TICKETS = tool("list_tickets", "List support tickets.", {"offset": {"type": "integer", "description": "Pagination start."}, "page_size": {"type": "integer", "description": "Tickets per page."}}, ["offset", "page_size"])
L49_FORECAST = tool("city_forecast", "Weather forecast for a city.", {"city": {"type": "string", "description": "City and state, like 'Denver, CO'."}}, ["city"])
L49_OVEN = tool("smart_oven", "Control a smart kitchen device.", {"settings": {"type": "object", "description": "Settings to apply.", "properties": {"ovenMode": {"type": "string", "enum": ["BAKE", "GRILL", "DEFROST"], "description": "The cooking mode of the oven."}, "lightEnabled": {"type": "boolean", "description": "Whether the oven light is on."}, "timerMinutes": {"type": "integer", "description": "Cooking time in minutes."}}}}, ["settings"])
L49_SHELL = tool("exec_cmd", "Execute a command in the Windows command prompt.", {"command": {"type": "string", "description": "Command line."}}, ["command"])
L49_TODO = tool("todo_manager", "Manage to-do items.", {"op": {"type": "string", "enum": ["add", "delete", "complete"], "description": "The operation."}, "content": {"type": "string", "description": "The item."}}, ["op", "content"])
L49_HOTEL = tool("hotel_search", "Search hotels.", {"city": {"type": "string", "description": "City and country, like 'Lisbon, Portugal'."}}, ["city"])
L49_DIARY = tool("food_diary", "Add a food diary entry.", {"item": {"type": "string", "description": "What was eaten."}, "quantity": {"type": "number", "description": "How much."}, "unit": {"type": "string", "enum": ["grams", "ounces", "cups"], "description": "Unit."}}, ["item", "quantity", "unit"])
L49_PAYOUT = tool("pay_friend", "Pay a friend.", {"funding": {"type": "string", "enum": ["wallet balance", "bank account", "credit card"], "description": "Where the money comes from."}, "amount": {"type": "number", "description": "Dollars."}, "friend": {"type": "string", "description": "Who is paid."}}, ["funding", "amount", "friend"])
L49_TUTORS = tool("find_tutors", "Find tutors in a city.", {"city": {"type": "string", "description": "The city."}, "min_rating": {"type": "number", "description": "Lowest rating, 1 to 5."}, "max_rate": {"type": "number", "description": "Highest hourly rate."}}, ["city"])
L49_LABELS = tool("label_feedback", "Classify feedback messages into categories.", {"bug_reports": {"type": "array", "items": {"type": "string"}, "description": "Messages reporting a bug or a crash."}, "feature_requests": {"type": "array", "items": {"type": "string"}, "description": "Messages asking for a new feature."}, "other": {"type": "array", "items": {"type": "string"}, "description": "Messages that do not classify under any other category."}}, [])
L49_COURIER = tool("courier_pickup", "Schedule a courier pickup.", {"address": {"type": "string", "description": "Pickup address as 'Street, City, State, Country'."}}, ["address"])
L49_API = tool("api_get", "Call a REST endpoint with GET.", {"endpoint": {"type": "string", "description": "The URL."}, "query": {"type": "object", "description": "Query parameters.", "properties": {"per_page": {"type": "integer", "description": "Results per page."}, "direction": {"type": "string", "enum": ["asc", "desc"], "description": "Sort direction."}}}}, ["endpoint"])
L49_ENABLE = tool("enable_feature", "Enable a feature flag.", {"flag_uuid": {"type": "string", "description": "The flag's UUID."}}, ["flag_uuid"])
L49_DISABLE = tool("disable_feature", "Disable a feature flag.", {"flag_uuid": {"type": "string", "description": "The flag's UUID."}}, ["flag_uuid"])

LEAD49: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("put 42, 7, 19 and 3 in order from smallest to largest", [L49_SORT, L49_FORECAST], [("sort_numbers", {"numbers": [42, 7, 19, 3]})]),
 ("arrange these from largest to smallest: [5, 12, 8]", [L49_SORT, L49_FORECAST], [("sort_numbers", {"numbers": [5, 12, 8], "descending": True})]),
 ("Could you tell me how long until my truck collides with the wall, 80 meters away at 20 meters per second?", [L49_CRASH, L49_FORECAST], [("impact_time", {"distance_m": 80, "speed_mps": 20})]),
 ("What is the email of Jonas Berg?", [L49_PEOPLE, L49_FORECAST], [("person_details", {"full_name": "Jonas Berg"})]),
 ("can you get us a table at Noma for 6?", [L49_DINNER, L49_FORECAST], [("reserve_dinner", {"venue": "Noma", "party_size": 6})]),
 ("Add a Redis instance: the host should be 'cache.internal' and use the password 987654", [L49_REDIS, L49_FORECAST], [("register_redis", {"host": "cache.internal", "password": "987654"})]),
 ("list the support tickets, page size 20", [L49_TICKETS, L49_FORECAST], [("list_tickets", {"offset": 0, "page_size": 20})]),
 ("forecast for nyc", [L49_FORECAST, L49_SORT], [("city_forecast", {"city": "New York, NY"})]),
 ("what's the forecast in chi-town", [L49_FORECAST, L49_SORT], [("city_forecast", {"city": "Chicago, IL"})]),
 ("the oven turned on in grill mode", [L49_OVEN, L49_FORECAST], [("smart_oven", {"settings": {"ovenMode": "GRILL"}})]),
 ("list e drive", [L49_SHELL, L49_FORECAST], [("exec_cmd", {"command": "dir E:\\"})]),
 ("close chrome using taskkill", [L49_SHELL, L49_FORECAST], [("exec_cmd", {"command": "taskkill /F /IM chrome.exe"})]),
 ("say deploy finished using the echo command", [L49_SHELL, L49_FORECAST], [("exec_cmd", {"command": "echo deploy finished"})]),
 ("create a folder named invoices in the c drive", [L49_SHELL, L49_FORECAST], [("exec_cmd", {"command": "mkdir C:\\invoices"})]),
 ("remind me to water the plants", [L49_TODO, L49_FORECAST], [("todo_manager", {"op": "add", "content": "water the plants"})]),
 ("I need to remember to 'book the dentist'", [L49_TODO, L49_FORECAST], [("todo_manager", {"op": "add", "content": "book the dentist"})]),
 ("Find hotels in Cardiff, Wales", [L49_HOTEL, L49_FORECAST], [("hotel_search", {"city": "Cardiff, UK"})]),
 ("I want the forecast for my climb on Longs Peak. Use Estes Park as the exact city.", [L49_FORECAST, L49_SORT], [("city_forecast", {"city": "Estes Park, CO"})]),
 ("had porridge with half and half, log 8 ounces of porridge", [L49_DIARY, L49_FORECAST], [("food_diary", {"item": "porridge", "quantity": 8, "unit": "ounces"})]),
 ("pay Omar 30 dollars from my wallet", [L49_PAYOUT, L49_FORECAST], [("pay_friend", {"funding": "wallet balance", "amount": 30, "friend": "Omar"})]),
 ("find tutors in Bristol with a good rating, ideally 4.8", [L49_TUTORS, L49_FORECAST], [("find_tutors", {"city": "Bristol", "min_rating": 4.8})]),
 ("classify these messages: 'the app crashes on login', 'please add a dark mode', 'thanks, great work'", [L49_LABELS, L49_FORECAST], [("label_feedback", {"bug_reports": ["the app crashes on login"], "feature_requests": ["please add a dark mode"], "other": ["thanks, great work"]})]),
 ("schedule a courier pickup at 7 Elm Street, Madison, WI, USA", [L49_COURIER, L49_FORECAST], [("courier_pickup", {"address": "7 Elm Street, Madison, WI, USA"})]),
 ("GET https://api.example.org/users with 50 per page, descending", [L49_API, L49_FORECAST], [("api_get", {"endpoint": "https://api.example.org/users", "query": {"per_page": 50, "direction": "desc"}})]),
 ("Enables the beta search flag", [L49_ENABLE, L49_DISABLE], []),
 ("disable flag 9b2e4c70-1f3a-4d8e-a6b5-0c7d2e9f4a18", [L49_ENABLE, L49_DISABLE], [("disable_feature", {"flag_uuid": "9b2e4c70-1f3a-4d8e-a6b5-0c7d2e9f4a18"})]),
]

V49_SHOWS = tool("find_showings", "Find film showings at cinemas in a city.",
  {"city": {"type": "string", "description": "The city of the cinema, in the format 'City, ST', such as 'Austin, TX'."},
   "cinema": {"type": "string", "description": "The name of the cinema.", "default": "any"},
   "format": {"type": "string", "enum": ["standard", "3d", "imax", "any"], "description": "The screening format.", "default": "any"}}, ["city"])
V49_PLAY = tool("play_tune", "Play a tune on a speaker.",
  {"song": {"type": "string", "description": "The title of the song.", "default": "any"},
   "singer": {"type": "string", "description": "The singer of the song.", "default": "any"},
   "record": {"type": "string", "description": "The album the song is on.", "default": "any"},
   "room": {"type": "string", "description": "The room of the speaker.", "default": "Lounge"}}, [])
V49_STOCK = tool("check_restock", "Check when an item will be back in stock.",
  {"item_id": {"type": "string", "description": "The item's identifier."},
   "sizes": {"type": "array", "items": {"type": "string"}, "description": "The sizes asked about."},
   "quantity": {"type": "integer", "description": "How many pieces are needed.", "default": 1}}, ["item_id"])
V49_NOTES = tool("save_memo", "Save a short memo.",
  {"body": {"type": "string", "description": "The memo text."}}, ["body"])

VALUES49: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Any standard showings in Tacoma, WA at the Rialto 12 cinema?", [V49_SHOWS, V49_NOTES], [("find_showings", {"city": "Tacoma, WA", "cinema": "Rialto 12", "format": "standard"})]),
 ("What's on at the Grand 16 theater in Mesa, AZ?", [V49_SHOWS, V49_NOTES], [("find_showings", {"city": "Mesa, AZ", "cinema": "Grand 16"})]),
 ("Find imax films in Reno, NV at the Plaza at Harbor Point and IMAX cinema", [V49_SHOWS, V49_NOTES], [("find_showings", {"city": "Reno, NV", "cinema": "Plaza at Harbor Point and IMAX", "format": "imax"})]),
 ("Is anything in 3d playing at Starlight Cinema Dayton, OH?", [V49_SHOWS, V49_NOTES], [("find_showings", {"city": "Dayton, OH", "cinema": "Starlight Cinema", "format": "3d"})]),
 ("Show me films at the Bijou theater in Eugene, OR", [V49_SHOWS, V49_NOTES], [("find_showings", {"city": "Eugene, OR", "cinema": "Bijou"})]),
 ("Play a tune from the record Nightfall by Orla, ideally one released in 2021, in the study", [V49_PLAY, V49_NOTES], [("play_tune", {"singer": "Orla", "record": "Nightfall", "room": "Study"})]),
 ("Put on something by Bram from the album Tidelines, it came out in 2016", [V49_PLAY, V49_NOTES], [("play_tune", {"singer": "Bram", "record": "Tidelines"})]),
 ("Play the song Lantern by Mira, the 2019 version", [V49_PLAY, V49_NOTES], [("play_tune", {"song": "Lantern", "singer": "Mira"})]),
 ("When will size 42 be back for item AB-100?", [V49_STOCK, V49_NOTES], [("check_restock", {"item_id": "AB-100", "sizes": ["42"]})]),
 ("Check restock of item ZX-9 in size 38, I need 3 of them", [V49_STOCK, V49_NOTES], [("check_restock", {"item_id": "ZX-9", "sizes": ["38"], "quantity": 3})]),
 ("When is item KL-77 back in stock? I need 2", [V49_STOCK, V49_NOTES], [("check_restock", {"item_id": "KL-77", "quantity": 2})]),
 ("Save a memo: the Rialto 12 closes at 10", [V49_NOTES, V49_SHOWS], [("save_memo", {"body": "the Rialto 12 closes at 10"})]),
]
S50_FIND_ATTRACTIONS_TRA = tool('Travel_1_FindAttractions', 'Browse attractions in a specified city, filtering by entry fee, category, and suitability for children.',
  {"location": {"type": "string", "description": "City or town where the attraction is located, in the format of 'City, State' or 'City, Country'. For example, 'Paris, France' or 'New York, NY'."}, "free_entry": {"type": "string", "description": "Flag indicating whether the attraction has free entry. Use 'True' for free entry, 'False' for paid entry, or 'dontcare' if no preference.", "enum": ["True", "False", "dontcare"], "default": "dontcare"}, "category": {"type": "string", "description": "Category of the attraction, such as 'Museum' or 'Park'. Select 'dontcare' if no specific category is preferred.", "enum": ["Place of Worship", "Theme Park", "Museum", "Historical Landmark", "Park", "Tourist Attraction", "Sports Venue", "Shopping Area", "Performing Arts Venue", "Nature Preserve", "dontcare"], "default": "dontcare"}, "good_for_kids": {"type": "string", "description": "Flag indicating whether the attraction is suitable for children. Use 'True' if suitable, 'False' if not, or 'dontcare' if no preference.", "enum": ["True", "False", "dontcare"], "default": "dontcare"}}, ["location"])
S50_BUY_MOVIE_TICKETS_MOV = tool('Movies_1_BuyMovieTickets', 'Purchase tickets for a selected movie and showtime at a specified location.',
  {"movie_name": {"type": "string", "description": "The title of the movie for which tickets are being purchased."}, "number_of_tickets": {"type": "integer", "description": "The quantity of tickets to buy.", "enum": [1, 2, 3, 4, 5, 6, 7, 8, 9]}, "show_date": {"type": "string", "description": "The date of the movie show in the format 'YYYY-MM-DD'."}, "location": {"type": "string", "description": "The city where the movie theater is located, in the format of 'City, State', such as 'Los Angeles, CA'."}, "show_time": {"type": "string", "description": "The start time of the movie show in 24-hour format 'HH:MM'."}, "show_type": {"type": "string", "description": "The format of the movie show (e.g., regular, 3D, IMAX).", "enum": ["regular", "3d", "imax", "dontcare"], "default": "dontcare"}}, ["movie_name", "number_of_tickets", "show_date", "location", "show_time"])
S50_FIND_MOVIES_MOV = tool('Movies_1_FindMovies', 'Search for movies based on specified criteria such as location, genre, and show type.',
  {"location": {"type": "string", "description": "The city where the theatre is located, such as 'Berkeley, CA' or 'New York, NY'."}, "theater_name": {"type": "string", "description": "The name of the theatre. If unspecified, any theatre is considered.", "default": "dontcare"}, "genre": {"type": "string", "description": "The genre of the movie. Use 'dontcare' to include all genres.", "enum": ["World", "Offbeat", "Mystery", "Supernatural", "Horror", "Animation", "Sci-fi", "Documentary", "Drama", "War", "Family", "Action", "dontcare"], "default": "dontcare"}, "show_type": {"type": "string", "description": "The type of movie show, such as a regular screening, 3D, or IMAX. Use 'dontcare' to include all show types.", "enum": ["regular", "3d", "imax", "dontcare"], "default": "dontcare"}}, ["location"])
S50_GET_TIMES_FOR_MOVIE_MOV = tool('Movies_1_GetTimesForMovie', 'Retrieves available showtimes for a specified movie at a particular location on a given date.',
  {"movie_name": {"type": "string", "description": "The exact title of the movie for which the showtimes are requested."}, "location": {"type": "string", "description": "The city where the theater is located, in the format of 'City, State' (e.g., 'Los Angeles, CA')."}, "show_date": {"type": "string", "description": "The date of the show in the format 'YYYY-MM-DD' (e.g., '2023-04-15')."}, "theater_name": {"type": "string", "description": "The name of the theater where the movie is showing. If unspecified, any theater is considered.", "default": "dontcare"}, "show_type": {"type": "string", "description": "The format of the movie showing, such as standard, 3D, or IMAX.", "enum": ["regular", "3d", "imax", "dontcare"], "default": "dontcare"}}, ["movie_name", "location", "show_date"])
S50_RESERVE_HOTEL_HOT = tool('Hotels_4_ReserveHotel', 'Reserve hotel rooms at a specified location for a given time period.',
  {"place_name": {"type": "string", "description": "The full name of the hotel or accommodation."}, "check_in_date": {"type": "string", "description": "The check-in date for the reservation, in the format 'YYYY-MM-DD'."}, "stay_length": {"type": "integer", "description": "The duration of the stay in number of days."}, "location": {"type": "string", "description": "The location of the accommodation, in the format of 'City, State' or 'City, Country' if the city does not locate in the United States, such as 'New York, NY' or 'Paris, FR'."}, "number_of_rooms": {"type": "string", "description": "The number of rooms to reserve.", "enum": ["1", "2", "3", "dontcare"], "default": "dontcare"}}, ["place_name", "check_in_date", "stay_length", "location"])
S50_SEARCH_HOTEL_HOT = tool('Hotels_4_SearchHotel', 'Searches for available accommodations in a specified location, with optional filters for star rating, smoking policy, and number of rooms.',
  {"location": {"type": "string", "description": "The city or town where the accommodation is sought, in the format of 'City, State' or 'City, Country' if the city does not locate in the United States. For example, 'San Francisco, CA' or 'Paris, FR'."}, "star_rating": {"type": "string", "description": "The desired star rating for the accommodation.", "enum": ["1", "2", "3", "4", "5", "dontcare"], "default": "dontcare"}, "smoking_allowed": {"type": "boolean", "description": "Indicates whether smoking is allowed inside the accommodation.", "default": False}, "number_of_rooms": {"type": "integer", "description": "The number of rooms to reserve. If no specific number is desired, this can be left to the default.", "default": 1}}, ["location"])
S50_PLAY_MEDIA_MUS = tool('Music_3_PlayMedia', 'Plays the specified track on the designated device, optionally filtering by artist and album.',
  {"track": {"type": "string", "description": "The title of the track to be played."}, "artist": {"type": "string", "description": "The name of the artist performing the track. If not specified, any artist is considered acceptable.", "default": "any"}, "device": {"type": "string", "description": "The designated media player device where the music will be played.", "enum": ["Living room", "Kitchen", "Patio"], "default": "Living room"}, "album": {"type": "string", "description": "The album where the track is from. If not specified, tracks from any album are considered.", "default": "any"}}, ["track"])
S50_LOOKUP_MUSIC_MUS = tool('Music_3_LookupMusic', "Retrieve a list of songs that align with the user's musical preferences based on the specified artist, album, genre, and release year.",
  {"artist": {"type": "string", "description": "The first and last name of the performer. Use 'dontcare' to ignore the artist filter.", "default": "dontcare"}, "album": {"type": "string", "description": "The title of the album. Use 'dontcare' to ignore the album filter.", "default": "dontcare"}, "genre": {"type": "string", "description": "The musical style or category. Use 'dontcare' if genre is not a filtering criterion.", "enum": ["Reggae", "Holiday", "Electropop", "Pop", "Asia", "House", "Electronica", "Funk", "Rock", "Metal", "Dubstep", "Country", "dontcare"], "default": "dontcare"}, "year": {"type": "string", "description": "The year the song was originally released, formatted as 'YYYY'. Use 'dontcare' to ignore the year filter.", "enum": ["2010", "2011", "2012", "2013", "2014", "2015", "2016", "2017", "2018", "2019", "2020", "2021", "2022", "2023", "2024", "dontcare"], "default": "dontcare"}}, [])
S50_BOOK_APPOINTMENT_SER = tool('Services_1_BookAppointment', 'This function books an appointment with a specified hair stylist or salon for hairdressing services. It requires the name of the stylist or salon, as well as the desired time and date for the appointment.',
  {"stylist_name": {"type": "string", "description": "The full name of the hair stylist or the name of the salon where the appointment will be booked."}, "appointment_time": {"type": "string", "description": "The specific time for the appointment, in 24-hour format 'HH:MM'."}, "appointment_date": {"type": "string", "description": "The date for the appointment, in the format 'YYYY-MM-DD'."}, "service_type": {"type": "string", "description": "The type of service requested for the appointment.", "enum": ["haircut", "coloring", "styling", "treatment"], "default": "haircut"}, "contact_number": {"type": "string", "description": "The contact phone number for appointment confirmation, in the format '123-456-7890'.", "default": None}, "confirmation_email": {"type": "boolean", "description": "Whether a confirmation email should be sent. If true, an email is sent to the provided email address.", "default": True}}, ["stylist_name", "appointment_time", "appointment_date"])
S50_FIND_PROVIDER_SER = tool('Services_1_FindProvider', 'Search for a hair stylist within a specified city, with the option to filter by whether the salon accommodates all genders.',
  {"city": {"type": "string", "description": "The city where the search for a hair stylist is targeted, in the format 'City, State', such as 'New York, NY' or 'Los Angeles, CA'."}, "is_unisex": {"type": "boolean", "description": "Indicates if the salon should be unisex or not. A value of 'true' searches for unisex salons, 'false' for non-unisex salons.", "default": False}}, ["city"])
S50_GET_WEATHER_WEA = tool('Weather_1_GetWeather', 'Retrieves the weather information for a specified city on a given date.',
  {"city": {"type": "string", "description": "The name of the city for which to retrieve weather data, such as 'New York, NY'."}, "date": {"type": "string", "description": "The date for which to retrieve the weather, in the format 'YYYY-MM-DD'. If not provided, the current date is used.", "default": "today"}}, ["city"])
S50_FIND_FILMS_MO3 = tool('Movies_3_FindMovies', "Retrieve a list of movies based on specified criteria that match the user's preferences.",
  {"directed_by": {"type": "string", "description": "The first and last name of the director of the movies to filter by. Use 'dontcare' if the director is not a filtering criterion.", "default": "dontcare"}, "genre": {"type": "string", "description": "The genre of the movies to filter by. Select 'dontcare' to include all genres.", "enum": ["Offbeat", "Fantasy", "World", "Mystery", "Thriller", "Comedy", "Comedy-drama", "Horror", "Animation", "Sci-fi", "Cult", "Drama", "Anime", "Family", "Action", "dontcare"], "default": "dontcare"}, "cast": {"type": "string", "description": "First and last names of lead actors or actresses in the movies to filter by. Use 'dontcare' if the cast is not a filtering criterion.", "default": "dontcare"}}, [])
S50_SEARCH_ONEWAY_FLIGHT_FLI = tool('Flights_4_SearchOnewayFlight', 'Search for one-way flights from an origin to a destination on a specified date, with options for seating class, ticket quantity, and preferred airline.',
  {"origin_airport": {"type": "string", "description": "The IATA code or the name of the airport or city to depart from. For example, 'LAX' for Los Angeles International Airport."}, "destination_airport": {"type": "string", "description": "The IATA code or the name of the airport or city to arrive at. For example, 'JFK' for John F. Kennedy International Airport."}, "departure_date": {"type": "string", "description": "The start date of the trip in the format 'YYYY-MM-DD'."}, "seating_class": {"type": "string", "description": "The cabin seat option for the flight.", "enum": ["Economy", "Premium Economy", "Business"], "default": "Economy"}, "number_of_tickets": {"type": "integer", "description": "The number of flight tickets for the trip.", "default": 1}, "airlines": {"type": "string", "description": "The preferred airline company for the flight. Use 'dontcare' if there is no preference.", "enum": ["United Airlines", "American Airlines", "Delta Airlines", "Southwest Airlines", "Alaska Airlines", "British Airways", "Air Canada", "Air France", "South African Airways", "LOT Polish Airlines", "LATAM Brasil", "dontcare"], "default": "dontcare"}}, ["origin_airport", "destination_airport", "departure_date"])
S50_SEARCH_ROUNDTRIP_FLIGHTS_FLI = tool('Flights_4_SearchRoundtripFlights', 'Search for roundtrip flights based on specified criteria including departure and return dates, airports, seating class, and airlines.',
  {"origin_airport": {"type": "string", "description": "The IATA airport code or the name of the city for the departure airport. Example: 'JFK' for John F. Kennedy International Airport."}, "destination_airport": {"type": "string", "description": "The IATA airport code or the name of the city for the arrival airport. Example: 'LAX' for Los Angeles International Airport."}, "departure_date": {"type": "string", "description": "The departure date for the trip, in the format 'YYYY-MM-DD'."}, "return_date": {"type": "string", "description": "The return date for the trip, in the format 'YYYY-MM-DD'."}, "seating_class": {"type": "string", "description": "The class of the cabin seat.", "enum": ["Economy", "Premium Economy", "Business"], "default": "Economy"}, "number_of_tickets": {"type": "integer", "description": "The number of flight tickets required for the trip.", "default": 1}, "airlines": {"type": "string", "description": "Preferred airline for the trip. Use 'dontcare' to include all available airlines.", "enum": ["United Airlines", "American Airlines", "Delta Airlines", "Southwest Airlines", "Alaska Airlines", "British Airways", "Air Canada", "Air France", "South African Airways", "LOT Polish Airlines", "LATAM Brasil", "dontcare"], "default": "dontcare"}}, ["origin_airport", "destination_airport", "departure_date", "return_date"])
S50_BOOK_HOUSE_HOT = tool('Hotels_2_BookHouse', 'Books a selected house for a specified duration and number of adults.',
  {"where_to": {"type": "string", "description": "The location of the house to book, in the format of 'City, State', such as 'San Francisco, CA'."}, "number_of_adults": {"type": "integer", "description": "The number of adults to include in the reservation."}, "check_in_date": {"type": "string", "description": "The check-in date for the reservation in the format 'MM/DD/YYYY'."}, "check_out_date": {"type": "string", "description": "The check-out date for the reservation in the format 'MM/DD/YYYY'."}}, ["where_to", "number_of_adults", "check_in_date", "check_out_date"])
S50_SEARCH_HOUSE_HOT = tool('Hotels_2_SearchHouse', 'Search for a house accommodation at a specific location, optionally filtering by laundry service availability, number of adults, and review rating.',
  {"where_to": {"type": "string", "description": "The destination where the house is searched for, in the format of 'City, State', such as 'Austin, TX' or 'San Francisco, CA'."}, "has_laundry_service": {"type": "string", "description": "Indicates if the house should have laundry service available.", "enum": ["True", "False", "dontcare"], "default": "dontcare"}, "number_of_adults": {"type": "integer", "description": "The number of adults for the reservation. Use 0 to indicate 'dontcare'.", "default": 0}, "rating": {"type": "float", "description": "The minimum review rating of the house on a scale from 1.0 to 5.0, with 5.0 being the highest. Use 0 to indicate 'dontcare'.", "default": 0.0}}, ["where_to"])
S50_FIND_EVENTS_EVE = tool('Events_3_FindEvents', 'Find cultural events, such as concerts and plays, happening in a specified city and optionally on a specific date.',
  {"event_type": {"type": "string", "description": "The type of cultural event to find. Possible values are 'Music' for concerts and 'Theater' for plays.", "enum": ["Music", "Theater"]}, "city": {"type": "string", "description": "The city where the event is taking place, in the format of 'City, State' (e.g., 'New York, NY')."}, "date": {"type": "string", "description": "The date of the event in the format 'YYYY-MM-DD'. If not specified, the function will search for events regardless of date.", "default": None}}, ["event_type", "city"])
S50_BUY_EVENT_TICKETS_EVE = tool('Events_3_BuyEventTickets', 'Facilitates the purchase of tickets for a cultural event on a specific date in a designated city.',
  {"event_name": {"type": "string", "description": "The name of the artist or the title of the play for which tickets are being purchased."}, "number_of_tickets": {"type": "integer", "description": "The quantity of tickets to be reserved for the event."}, "date": {"type": "string", "description": "The scheduled date of the event, in the format 'YYYY-MM-DD'."}, "city": {"type": "string", "description": "The city where the event is located, in the format of 'City, State', such as 'Berkeley, CA' and 'New York, NY'.", "default": ""}}, ["event_name", "number_of_tickets", "date"])
S50_GET_CARS_AVAILABLE_REN = tool('RentalCars_3_GetCarsAvailable', 'Retrieve a list of cars that are available for rent within a specified location and time frame.',
  {"city": {"type": "string", "description": "The city where the rental car will be picked up. For example, 'Los Angeles, CA'."}, "start_date": {"type": "string", "description": "The start date for the car rental in the format 'YYYY-MM-DD'."}, "pickup_time": {"type": "string", "description": "The pick-up time for the car rental in 24-hour format 'HH:MM'."}, "end_date": {"type": "string", "description": "The end date for returning the rental car in the format 'YYYY-MM-DD'."}, "car_type": {"type": "string", "description": "The preferred type of car to rent.", "enum": ["Hatchback", "Sedan", "SUV", "dontcare"], "default": "dontcare"}}, ["city", "start_date", "pickup_time", "end_date"])
S50_RESERVE_CAR_REN = tool('RentalCars_3_ReserveCar', 'This function reserves a car for rental, allowing a user to specify pick-up and drop-off times and locations, as well as the type of car and insurance options.',
  {"pickup_location": {"type": "string", "description": "The location where the car will be picked up, in the format of 'City, State', such as 'Berkeley, CA' or 'New York, NY'."}, "start_date": {"type": "string", "description": "The starting date of the car rental in the format 'YYYY-MM-DD'."}, "pickup_time": {"type": "string", "description": "The time of day when the car will be picked up, in 24-hour format 'HH:MM'."}, "end_date": {"type": "string", "description": "The end date of the car rental in the format 'YYYY-MM-DD'."}, "car_type": {"type": "string", "description": "The category of car to reserve.", "enum": ["Hatchback", "Sedan", "SUV", "dontcare"]}, "add_insurance": {"type": "boolean", "description": "Flag to indicate whether to add insurance to the rental. True for adding insurance, false otherwise."}}, ["pickup_location", "start_date", "pickup_time", "end_date", "car_type", "add_insurance"])
S50_GET_ALARMS_ALA = tool('Alarm_1_GetAlarms', 'Retrieves the list of alarms that the user has set within the application.',
  {"user_id": {"type": "integer", "description": "The unique identifier for the user whose alarms are being fetched."}, "include_disabled": {"type": "boolean", "description": "A flag to include alarms that are currently disabled.", "default": False}, "sort_order": {"type": "string", "description": "The order in which the alarms should be sorted.", "enum": ["ascending", "descending"], "default": "ascending"}}, ["user_id"])
S50_ADD_ALARM_ALA = tool('Alarm_1_AddAlarm', 'This function sets a new alarm with a specified time and an optional name.',
  {"new_alarm_time": {"type": "string", "description": "The time to set for the new alarm, in 24-hour format (HH:MM)."}, "new_alarm_name": {"type": "string", "description": "The label to assign to the new alarm.", "default": "New alarm"}}, ["new_alarm_time"])
S50_TRIP = [S50_SEARCH_ONEWAY_FLIGHT_FLI, S50_SEARCH_ROUNDTRIP_FLIGHTS_FLI, S50_BOOK_HOUSE_HOT, S50_SEARCH_HOUSE_HOT, S50_FIND_ATTRACTIONS_TRA]
S50_CINEMA = [S50_BUY_MOVIE_TICKETS_MOV, S50_FIND_MOVIES_MOV, S50_GET_TIMES_FOR_MOVIE_MOV]
S50_STAY = [S50_SEARCH_ONEWAY_FLIGHT_FLI, S50_SEARCH_ROUNDTRIP_FLIGHTS_FLI, S50_RESERVE_HOTEL_HOT, S50_SEARCH_HOTEL_HOT, S50_FIND_ATTRACTIONS_TRA]
S50_MUSIC = [S50_PLAY_MEDIA_MUS, S50_LOOKUP_MUSIC_MUS, S50_GET_WEATHER_WEA]
S50_SALON = [S50_GET_ALARMS_ALA, S50_ADD_ALARM_ALA, S50_BOOK_APPOINTMENT_SER, S50_FIND_PROVIDER_SER]
S50_ROAD = [S50_SEARCH_ONEWAY_FLIGHT_FLI, S50_SEARCH_ROUNDTRIP_FLIGHTS_FLI, S50_GET_CARS_AVAILABLE_REN, S50_RESERVE_CAR_REN, S50_GET_WEATHER_WEA]
S50_FILMS = [S50_FIND_EVENTS_EVE, S50_BUY_EVENT_TICKETS_EVE, S50_FIND_FILMS_MO3]
SERVICES50: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Are there any places of worship worth seeing in Rome, Italy?", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Rome, Italy", "category": "Place of Worship"})]),
 ("I'd love to visit some religious sites while I'm in Kyoto, Japan.", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Kyoto, Japan", "category": "Place of Worship"})]),
 ("We're travelling to San Diego with two toddlers. Which attractions there are kid-friendly?", S50_TRIP, [("Travel_1_FindAttractions", {"location": "San Diego, CA", "good_for_kids": "True"})]),
 ("Find me a museum in Boston with no admission fee.", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Boston, MA", "free_entry": "True", "category": "Museum"})]),
 ("Any nature preserves around Portland, OR that cost nothing to get into?", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Portland, OR", "free_entry": "True", "category": "Nature Preserve"})]),
 ("Show me sports venues in Barcelona, Spain that are suitable for children", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Barcelona, Spain", "category": "Sports Venue", "good_for_kids": "True"})]),
 ("What is there to see in Denver that is free of charge?", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Denver, CO", "free_entry": "True"})]),
 ("Which attractions in Las Vegas charge an entrance fee?", S50_TRIP, [("Travel_1_FindAttractions", {"location": "Las Vegas, NV", "free_entry": "False"})]),
 ("Get me three tickets for Dune at 8:15 pm on 2024-05-03 in Sacramento, CA", S50_CINEMA, [("Movies_1_BuyMovieTickets", {"movie_name": "Dune", "number_of_tickets": 3, "show_date": "2024-05-03", "location": "Sacramento, CA", "show_time": "20:15"})]),
 ("Book two seats for the IMAX showing of Oppenheimer in San Jose on 2024-05-03 at 19:45", S50_CINEMA, [("Movies_1_BuyMovieTickets", {"movie_name": "Oppenheimer", "number_of_tickets": 2, "show_date": "2024-05-03", "location": "San Jose, CA", "show_time": "19:45", "show_type": "imax"})]),
 ("I want to buy a ticket for Wonka on 2024-06-20 at 6 pm in Pasadena", S50_CINEMA, [("Movies_1_BuyMovieTickets", {"movie_name": "Wonka", "number_of_tickets": 1, "show_date": "2024-06-20", "location": "Pasadena, CA", "show_time": "18:00"})]),
 ("What time is Barbie playing in Fresno, CA on 2024-06-01?", S50_CINEMA, [("Movies_1_GetTimesForMovie", {"movie_name": "Barbie", "location": "Fresno, CA", "show_date": "2024-06-01"})]),
 ("When can I catch Elemental in 3D in Oakland on 2024-06-02?", S50_CINEMA, [("Movies_1_GetTimesForMovie", {"movie_name": "Elemental", "location": "Oakland, CA", "show_date": "2024-06-02", "show_type": "3d"})]),
 ("Which horror films are on in Palo Alto?", S50_CINEMA, [("Movies_1_FindMovies", {"location": "Palo Alto, CA", "genre": "Horror"})]),
 ("I'm free tonight. Any documentaries playing in Berkeley?", S50_CINEMA, [("Movies_1_FindMovies", {"location": "Berkeley, CA", "genre": "Documentary"})]),
 ("Look for a five-star hotel in Miami where smoking is permitted", S50_STAY, [("Hotels_4_SearchHotel", {"location": "Miami, FL", "star_rating": "5", "smoking_allowed": True})]),
 ("Reserve a room at the Hilton Garden Inn in Denver, CO from 2024-07-10 for four nights", S50_STAY, [("Hotels_4_ReserveHotel", {"place_name": "Hilton Garden Inn", "check_in_date": "2024-07-10", "stay_length": 4, "location": "Denver, CO"})]),
 ("I need somewhere to stay in Madrid, Spain. Three stars is fine.", S50_STAY, [("Hotels_4_SearchHotel", {"location": "Madrid, Spain", "star_rating": "3"})]),
 ("Book 2 rooms at the Marriott Marquis in Atlanta, GA checking in on 2024-09-01 and staying 2 days", S50_STAY, [("Hotels_4_ReserveHotel", {"place_name": "Marriott Marquis", "check_in_date": "2024-09-01", "stay_length": 2, "location": "Atlanta, GA", "number_of_rooms": "2"})]),
 ("Put on 'Bad Guy' by Billie Eilish on the patio speaker", S50_MUSIC, [("Music_3_PlayMedia", {"track": "Bad Guy", "artist": "Billie Eilish", "device": "Patio"})]),
 ("I want to hear Yellow from the album Parachutes in the kitchen", S50_MUSIC, [("Music_3_PlayMedia", {"track": "Yellow", "album": "Parachutes", "device": "Kitchen"})]),
 ("Play Levitating please", S50_MUSIC, [("Music_3_PlayMedia", {"track": "Levitating"})]),
 ("Find me some reggae songs released in 2019", S50_MUSIC, [("Music_3_LookupMusic", {"genre": "Reggae", "year": "2019"})]),
 ("Which songs are on the album Future Nostalgia by Dua Lipa?", S50_MUSIC, [("Music_3_LookupMusic", {"artist": "Dua Lipa", "album": "Future Nostalgia"})]),
 ("Is there a hair salon in Fremont, CA that serves both men and women?", S50_SALON, [("Services_1_FindProvider", {"city": "Fremont, CA", "is_unisex": True})]),
 ("I need a hairdresser in Sunnyvale", S50_SALON, [("Services_1_FindProvider", {"city": "Sunnyvale, CA"})]),
 ("Book me a coloring appointment with Bella Hair Studio on 2024-04-12 at 3:30 pm", S50_SALON, [("Services_1_BookAppointment", {"stylist_name": "Bella Hair Studio", "appointment_time": "15:30", "appointment_date": "2024-04-12", "service_type": "coloring"})]),
 ("Make an appointment at Supercuts on 2024-03-20 at 10 in the morning", S50_SALON, [("Services_1_BookAppointment", {"stylist_name": "Supercuts", "appointment_time": "10:00", "appointment_date": "2024-03-20"})]),
 ("Will it rain in Portland, Oregon on 2024-03-15?", S50_ROAD, [("Weather_1_GetWeather", {"city": "Portland, OR", "date": "2024-03-15"})]),
 ("How's the weather looking in Austin right now?", S50_ROAD, [("Weather_1_GetWeather", {"city": "Austin, TX"})]),
 ("Check the forecast for Seattle, Washington", S50_ROAD, [("Weather_1_GetWeather", {"city": "Seattle, WA"})]),
 ("Recommend me a comedy starring Adam Sandler", S50_FILMS, [("Movies_3_FindMovies", {"genre": "Comedy", "cast": "Adam Sandler"})]),
 ("Any thrillers from the director David Fincher?", S50_FILMS, [("Movies_3_FindMovies", {"directed_by": "David Fincher", "genre": "Thriller"})]),
]
SERVICES50_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How old is the Colosseum?", S50_TRIP, []),
 ("Do I need a visa to visit Japan?", S50_TRIP, []),
 ("Rent me a car in Denver for next week", S50_TRIP, []),
 ("Who directed Inception?", S50_CINEMA, []),
 ("Stream Barbie on my living room TV", S50_CINEMA, []),
 ("Cancel my reservation at the Hilton Garden Inn", S50_STAY, []),
 ("What time is check-out at most hotels?", S50_STAY, []),
 ("Who sang Bohemian Rhapsody?", S50_MUSIC, []),
 ("Turn the volume up in the kitchen", S50_MUSIC, []),
 ("How often should I get my hair cut?", S50_SALON, []),
 ("Cancel my appointment with Bella Hair Studio", S50_SALON, []),
 ("Why is the sky blue?", S50_ROAD, []),
 ("What's a good tip for a hairdresser?", S50_SALON, []),
]
# Round 50 (lead, written after the fixes, new tools and words): requests wrapped in courtesy (greetings, a plea for
# help, thanks, a closing "please") and requests typed in small letters, beside requests no tool serves.
L50_RECIPE = tool("find_recipe", "Find cooking recipes by dish name.",
  {"dish": {"type": "string", "description": "The dish to cook."},
   "diet": {"type": "string", "description": "Diet restriction.", "enum": ["none", "vegan", "vegetarian"], "default": "none"}}, ["dish"])
L50_PARCEL = tool("track_parcel", "Track a parcel by its tracking number.",
  {"tracking_number": {"type": "string", "description": "The parcel's tracking number."}}, ["tracking_number"])
L50_PODCAST = tool("play_podcast", "Play a podcast episode.",
  {"show": {"type": "string", "description": "The podcast's name."},
   "host": {"type": "string", "description": "The host of the show.", "default": "any"}}, ["show"])
L50_BUS = tool("find_bus", "Find bus trips between two cities.",
  {"from_city": {"type": "string", "description": "The departure city, formatted as 'City, State'."},
   "to_city": {"type": "string", "description": "The arrival city, formatted as 'City, State'."}}, ["from_city", "to_city"])
L50_FILMS = tool("search_films", "Search films by genre, director and actor.",
  {"genre": {"type": "string", "description": "Genre.", "enum": ["Action", "Comedy", "Drama", "Horror"]},
   "director": {"type": "string", "description": "The film's director.", "default": "any"},
   "actor": {"type": "string", "description": "An actor in the film.", "default": "any"}}, ["genre"])
L50_FORECAST = tool("daily_forecast", "Weather forecast of a city.",
  {"city": {"type": "string", "description": "The name of the city."}}, ["city"])
L50_SMS = tool("send_sms", "Send an SMS to a contact.",
  {"to": {"type": "string", "description": "The contact's name."},
   "text": {"type": "string", "description": "The message."}}, ["to", "text"])

LEAD50: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Hi! Can you find me a recipe for lasagna?", [L50_RECIPE, L50_PARCEL], [("find_recipe", {"dish": "lasagna"})]),
 ("Hello there, I need a vegan curry recipe. Thanks so much!", [L50_RECIPE, L50_PARCEL], [("find_recipe", {"dish": "curry", "diet": "vegan"})]),
 ("Could you help me out? Track parcel 1Z999AA10123456784", [L50_PARCEL, L50_RECIPE], [("track_parcel", {"tracking_number": "1Z999AA10123456784"})]),
 ("Quick question: where is my parcel JD014600006281490? thank you", [L50_PARCEL, L50_RECIPE], [("track_parcel", {"tracking_number": "JD014600006281490"})]),
 ("play the daily tech podcast, please", [L50_PODCAST, L50_RECIPE], [("play_podcast", {"show": "daily tech"})]),
 ("Put on the podcast Deep Space hosted by Ana Ruiz. Many thanks!", [L50_PODCAST, L50_RECIPE], [("play_podcast", {"show": "Deep Space", "host": "Ana Ruiz"})]),
 ("find a bus from san francisco to sacramento", [L50_BUS, L50_FORECAST], [("find_bus", {"from_city": "San Francisco, CA", "to_city": "Sacramento, CA"})]),
 ("Hey team! I need a bus from Denver, CO to Boulder, CO, thanks in advance.", [L50_BUS, L50_FORECAST], [("find_bus", {"from_city": "Denver, CO", "to_city": "Boulder, CO"})]),
 ("any comedy films starring steve carell?", [L50_FILMS, L50_FORECAST], [("search_films", {"genre": "Comedy", "actor": "steve carell"})]),
 ("i want a horror film with jordan peele as the director", [L50_FILMS, L50_FORECAST], [("search_films", {"genre": "Horror", "director": "jordan peele"})]),
 ("Good morning! Find me a drama directed by Sofia Coppola, thanks!", [L50_FILMS, L50_FORECAST], [("search_films", {"genre": "Drama", "director": "Sofia Coppola"})]),
 ("what's the forecast in boise?", [L50_FORECAST, L50_FILMS], [("daily_forecast", {"city": "Boise"})]),
 ("I have a quick request. What's the forecast for Tulsa?", [L50_FORECAST, L50_FILMS], [("daily_forecast", {"city": "Tulsa"})]),
 ("Send a text to Omar saying running ten minutes late", [L50_SMS, L50_FORECAST], [("send_sms", {"to": "Omar", "text": "running ten minutes late"})]),
 ("send Lena an sms saying thanks a lot", [L50_SMS, L50_FORECAST], [("send_sms", {"to": "Lena", "text": "thanks a lot"})]),
 ("Hi! What's the meaning of life?", [L50_RECIPE, L50_PARCEL], []),
 ("Quick question: who won the world cup in 2010?", [L50_FILMS, L50_FORECAST], []),
 ("Could you please help me with this? What is 12 times 12?", [L50_PODCAST, L50_SMS], []),
 ("Hello! I'm looking for a film.", [L50_FILMS, L50_RECIPE], []),
 ("i am interested in reading the news today", [L50_FORECAST, L50_RECIPE], []),
]

# Round 50, devices50: one-tool requests of the live_simple kinds (a Windows command tool, an appliance with a
# nested body, current weather, a cookbook, sensor readings with paging, projects with flags, a user lookup),
# written before any fix they measure, each offering its one tool alone.
D50_CMD = tool("winshell.execute", "Executes a specified command in the Windows operating system using the os.system() function.",
  {"command": {"type": "string", "description": "The command line instruction to be passed to os.system() for execution, formatted as a Windows command prompt statement."}}, ["command"])
D50_TERM = tool("run_terminal", "Run one command line in the Windows terminal and return its output.",
  {"cmd": {"type": "string", "description": "The Windows command prompt line to run, e.g. 'dir C:\\\\'."},
   "timeout": {"type": "integer", "description": "Seconds to wait before giving up.", "default": 30}}, ["cmd"])
D50_AC = tool("HomeHub_Control", "Send a command to control a smart home air conditioner by setting its operation modes and target settings.",
  {"body": {"type": "object", "description": "A dictionary containing the settings and modes to apply.", "properties": {
      "jobMode": {"type": "string", "enum": ["COOL", "HEAT", "DRY", "FAN", "AUTO"], "description": "The job mode of the air conditioner."},
      "fanSpeed": {"type": "string", "enum": ["LOW", "MID", "HIGH"], "description": "The strength of the air flow."},
      "powerState": {"type": "string", "enum": ["POWER_ON", "POWER_OFF"], "description": "Turn the appliance on or off."},
      "targetTemperature": {"type": "integer", "description": "The target temperature in degrees Celsius, from 16 to 30."},
      "ecoMode": {"type": "boolean", "description": "Flag to enable or disable the energy-saving mode.", "default": False}}}}, ["body"])
D50_WASHER = tool("laundry_connect", "Control a connected washing machine by sending a body of settings.",
  {"body": {"type": "object", "description": "The settings to send to the washer.", "properties": {
      "washCycle": {"type": "string", "enum": ["NORMAL", "DELICATE", "QUICK", "HEAVY"], "description": "The wash cycle."},
      "waterTemp": {"type": "string", "enum": ["COLD", "WARM", "HOT"], "description": "The water temperature."},
      "operation": {"type": "string", "enum": ["START", "STOP", "PAUSE"], "description": "The operation to perform."}}}}, ["body"])
D50_WEATHER = tool("current_conditions", "Retrieves the current weather conditions for a specified city and state.",
  {"location": {"type": "string", "description": "The location, in the format 'City, ST', such as 'Austin, TX'."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The unit of temperature.", "default": "fahrenheit"}}, ["location"])
D50_COOK = tool("search_cookbook", "Search the cookbook for recipes.",
  {"query": {"type": "string", "description": "The dish or ingredient to search for."},
   "diet": {"type": "string", "enum": ["none", "vegetarian", "vegan", "gluten_free"], "description": "A dietary restriction.", "default": "none"},
   "max_minutes": {"type": "integer", "description": "The longest total cooking time, in minutes.", "default": 0}}, ["query"])
D50_SENSORS = tool("get_sensor_readings", "Retrieves a paginated list of the latest readings from sensors, optionally filtered by network IDs and sensor serial numbers.",
  {"perPage": {"type": "integer", "description": "The number of entries per page, from 3 to 100."},
   "networkId": {"type": "array", "items": {"type": "string"}, "description": "A list of network IDs to filter by.", "default": []},
   "serials": {"type": "array", "items": {"type": "string"}, "description": "A list of sensor serial numbers to filter by.", "default": []},
   "timespan": {"type": "integer", "description": "The duration of the query in seconds.", "default": 86400}}, ["perPage"])
D50_PROJECTS = tool("list_projects", "Retrieve the list of projects in the workspace, with options to include archived ones or filter by status.",
  {"include_archived": {"type": "boolean", "description": "If true, archived projects are included.", "default": False},
   "status": {"type": "string", "enum": ["active", "paused", "completed"], "description": "Only projects with this status.", "default": "active"}}, [])
D50_USER = tool("fetch_user_profile", "Retrieve details for a specific user by their unique identifier.",
  {"user_id": {"type": "integer", "description": "The unique identifier of the user."}}, ["user_id"])
DEVICES50: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Can you show me what's on the D drive?", [D50_CMD], [("winshell.execute", {"command": "dir D:\\"})]),
 ("please list the contents of drive e", [D50_CMD], [("winshell.execute", {"command": "dir E:\\"})]),
 ("Make a new folder named backups on the C drive", [D50_CMD], [("winshell.execute", {"command": "mkdir C:\\backups"})]),
 ("create a directory called reports", [D50_TERM], [("run_terminal", {"cmd": "mkdir reports"})]),
 ("Delete the file old_notes.txt", [D50_CMD], [("winshell.execute", {"command": "del old_notes.txt"})]),
 ("Could you ping google.com for me?", [D50_CMD], [("winshell.execute", {"command": "ping google.com"})]),
 ("ping 8.8.8.8 four times", [D50_TERM], [("run_terminal", {"cmd": "ping -n 4 8.8.8.8"})]),
 ("Show my IP configuration", [D50_CMD], [("winshell.execute", {"command": "ipconfig"})]),
 ("What processes are running right now on my pc?", [D50_CMD], [("winshell.execute", {"command": "tasklist"})]),
 ("Kill notepad.exe", [D50_TERM], [("run_terminal", {"cmd": "taskkill /F /IM notepad.exe"})]),
 ("Open https://example.org in the browser", [D50_CMD], [("winshell.execute", {"command": "start https://example.org"})]),
 ("What's the time on this computer?", [D50_CMD], [("winshell.execute", {"command": "echo %time%"})]),
 ("copy report.docx to D:\\archive", [D50_CMD], [("winshell.execute", {"command": "copy report.docx D:\\archive"})]),
 ("Rename draft.txt to final.txt please", [D50_TERM], [("run_terminal", {"cmd": "ren draft.txt final.txt"})]),
 ("remove the folder temp_files", [D50_CMD], [("winshell.execute", {"command": "rmdir temp_files"})]),
 ("show system information", [D50_CMD], [("winshell.execute", {"command": "systeminfo"})]),
 ("clear the screen", [D50_TERM], [("run_terminal", {"cmd": "cls"})]),
 ("print the contents of notes.txt", [D50_CMD], [("winshell.execute", {"command": "type notes.txt"})]),
 ("move photo.jpg into the Pictures folder", [D50_CMD], [("winshell.execute", {"command": "move photo.jpg Pictures"})]),
 ("Could you please switch the AC to heating mode at twenty-two degrees?", [D50_AC], [("HomeHub_Control", {"body": {"jobMode": "HEAT", "targetTemperature": 22}})]),
 ("turn off the air conditioner", [D50_AC], [("HomeHub_Control", {"body": {"powerState": "POWER_OFF"}})]),
 ("Set the fan speed on the aircon to high and turn on eco mode", [D50_AC], [("HomeHub_Control", {"body": {"fanSpeed": "HIGH", "ecoMode": True}})]),
 ("It's freezing in here. Put the air conditioner on heat, 25°C, low fan.", [D50_AC], [("HomeHub_Control", {"body": {"jobMode": "HEAT", "fanSpeed": "LOW", "targetTemperature": 25}})]),
 ("Start a delicate wash with cold water", [D50_WASHER], [("laundry_connect", {"body": {"washCycle": "DELICATE", "waterTemp": "COLD", "operation": "START"}})]),
 ("pause the washing machine", [D50_WASHER], [("laundry_connect", {"body": {"operation": "PAUSE"}})]),
 ("How's the weather in Portland, OR right now? Celsius please.", [D50_WEATHER], [("current_conditions", {"location": "Portland, OR", "unit": "celsius"})]),
 ("I'm heading out soon, what's it like outside in Denver, CO?", [D50_WEATHER], [("current_conditions", {"location": "Denver, CO"})]),
 ("temperature in Miami, FL in degrees C", [D50_WEATHER], [("current_conditions", {"location": "Miami, FL", "unit": "celsius"})]),
 ("Find me a vegan lasagna recipe", [D50_COOK], [("search_cookbook", {"query": "lasagna", "diet": "vegan"})]),
 ("Any chicken dishes I can cook in under thirty minutes?", [D50_COOK], [("search_cookbook", {"query": "chicken", "max_minutes": 30})]),
 ("Get sensor readings for network N_1234, 20 per page", [D50_SENSORS], [("get_sensor_readings", {"perPage": 20, "networkId": ["N_1234"]})]),
 ("Show readings from sensor Q2AB-1234-CDEF, fifty per page, for the past hour", [D50_SENSORS], [("get_sensor_readings", {"perPage": 50, "serials": ["Q2AB-1234-CDEF"], "timespan": 3600})]),
 ("List all my projects including the archived ones", [D50_PROJECTS], [("list_projects", {"include_archived": True})]),
 ("Which projects are completed?", [D50_PROJECTS], [("list_projects", {"status": "completed"})]),
 ("Look up the user with id 4521", [D50_USER], [("fetch_user_profile", {"user_id": 4521})]),
 ("Pull up the account details for user number 1024, please", [D50_USER], [("fetch_user_profile", {"user_id": 1024})]),
]
DEVICES50_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What does the dir command do?", [D50_CMD], []),
 ("Which is better for scripting, PowerShell or cmd?", [D50_TERM], []),
 ("Write me a poem about the command line", [D50_CMD], []),
 ("Give me a recipe for iced tea", [D50_AC], []),
 ("How much electricity does an air conditioner use in a month?", [D50_AC], []),
 ("What's the best washing machine to buy?", [D50_WASHER], []),
 ("Show me the history of my past weather lookups", [D50_WEATHER], []),
 ("Is celsius or fahrenheit more common in Canada?", [D50_WEATHER], []),
 ("Order a pepperoni pizza for delivery", [D50_COOK], []),
 ("How do humidity sensors work?", [D50_SENSORS], []),
 ("Create a new project called Apollo", [D50_PROJECTS], []),
 ("Delete user 4521", [D50_USER], []),
]
# Round 51, the lead: free text a user gives for a text parameter (a ticket's summary, a note, a query, a reason,
# a text to reverse), in other users' words: after a colon, after "about", after "that", after a label noun
# ("the phrase ..."), with its modifiers ("mildly bitter"); written before any fix they measure.
L51_TICKET = tool("open_ticket", "Open a support ticket.",
  {"summary": {"type": "string", "description": "A short summary of the problem."},
   "priority": {"type": "string", "enum": ["low", "medium", "high"], "description": "Priority of the ticket."}}, ["summary"])
L51_NOTE = tool("add_note", "Add a note to the notebook.",
  {"text": {"type": "string", "description": "The note's text."}, "title": {"type": "string", "description": "The note's title."}}, ["text"])
L51_SEARCH = tool("web_search", "Search the web.", {"query": {"type": "string", "description": "The search query."}}, ["query"])
L51_REVERSE = tool("reverse_text", "Reverse a string.", {"text": {"type": "string", "description": "The text to reverse."}}, ["text"])
L51_BEER = tool("find_beer", "Find beers in stock by their taste and style.",
  {"style": {"type": "string", "description": "Beer style, e.g. stout, lager, porter."},
   "taste": {"type": "string", "description": "The taste profile, e.g. bitter, sweet."},
   "aroma": {"type": "string", "description": "The aroma, e.g. hoppy, fruity."}}, ["style"])
L51_LEAVE = tool("request_leave", "Request days off work.",
  {"days": {"type": "integer", "description": "Number of days off."},
   "reason": {"type": "string", "description": "Why the days off are needed."}}, ["days", "reason"])
L51_REFUND = tool("request_refund", "Ask for a refund of an order.",
  {"order_id": {"type": "string", "description": "The order's id."},
   "reason": {"type": "string", "description": "The reason for the refund."}}, ["order_id", "reason"])
LEAD51: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Open a high priority ticket: the printer on floor 3 keeps jamming", [L51_TICKET, L51_NOTE], [("open_ticket", {"summary": "the printer on floor 3 keeps jamming", "priority": "high"})]),
 ("File a ticket about the VPN dropping every ten minutes", [L51_TICKET, L51_NOTE], [("open_ticket", {"summary": "the VPN dropping every ten minutes"})]),
 ("Please raise a low priority ticket saying the coffee machine in the lobby is broken", [L51_TICKET, L51_SEARCH], [("open_ticket", {"summary": "the coffee machine in the lobby is broken", "priority": "low"})]),
 ("Jot down: the meeting moved to room 4B", [L51_NOTE, L51_SEARCH], [("add_note", {"text": "the meeting moved to room 4B"})]),
 ("Note that the rent is due on the first", [L51_NOTE, L51_SEARCH], [("add_note", {"text": "the rent is due on the first"})]),
 ("Add a note saying pick up the dry cleaning", [L51_NOTE, L51_SEARCH], [("add_note", {"text": "pick up the dry cleaning"})]),
 ("Search the web for the best hiking trails near Denver", [L51_SEARCH, L51_NOTE], [("web_search", {"query": "best hiking trails near Denver"})]),
 ("Look up how to fix a leaking kitchen faucet", [L51_SEARCH, L51_NOTE], [("web_search", {"query": "how to fix a leaking kitchen faucet"})]),
 ("Google the population of Iceland", [L51_SEARCH, L51_NOTE], [("web_search", {"query": "population of Iceland"})]),
 ("Reverse the phrase good morning everyone", [L51_REVERSE], [("reverse_text", {"text": "good morning everyone"})]),
 ("Can you reverse the word racecars?", [L51_REVERSE], [("reverse_text", {"text": "racecars"})]),
 ("Reverse this sentence: the cat sat on the mat", [L51_REVERSE], [("reverse_text", {"text": "the cat sat on the mat"})]),
 ("Any stouts in stock with a very sweet taste?", [L51_BEER], [("find_beer", {"style": "stout", "taste": "very sweet"})]),
 ("I'd like a lager that tastes mildly bitter", [L51_BEER], [("find_beer", {"style": "lager", "taste": "mildly bitter"})]),
 ("Do you carry porters with an extremely hoppy aroma?", [L51_BEER], [("find_beer", {"style": "porter", "aroma": "extremely hoppy"})]),
 ("I need 3 days off to attend my sister's wedding", [L51_LEAVE, L51_REFUND], [("request_leave", {"days": 3, "reason": "attend my sister's wedding"})]),
 ("Refund order A-5521 because the package arrived damaged", [L51_REFUND, L51_LEAVE], [("request_refund", {"order_id": "A-5521", "reason": "the package arrived damaged"})]),
 ("Please refund order 88412, reason: wrong size", [L51_REFUND, L51_LEAVE], [("request_refund", {"order_id": "88412", "reason": "wrong size"})]),
 ("What does the word racecar mean?", [L51_REVERSE, L51_BEER], []),
 ("How do I write a good ticket summary?", [L51_BEER, L51_REVERSE], []),
]

# Round 51, the lead, second part: messages, tasks, reminders, bugs, comments and renames in other users' words
# (written after the first part's fixes, before any of their own).
L51_MSG = tool("send_message", "Send a chat message to a person.",
  {"recipient": {"type": "string", "description": "Who to send it to."}, "message": {"type": "string", "description": "The message text."}}, ["recipient", "message"])
L51_TASK = tool("create_task", "Create a task in the task list.",
  {"title": {"type": "string", "description": "The task's title."}, "due": {"type": "string", "description": "Due date, YYYY-MM-DD."}}, ["title"])
L51_REMIND = tool("set_reminder", "Set a reminder.",
  {"text": {"type": "string", "description": "What to be reminded of."}, "time": {"type": "string", "description": "When, e.g. 6pm."}}, ["text", "time"])
L51_POST = tool("post_update", "Post a status update to the team feed.", {"content": {"type": "string", "description": "The update's content."}}, ["content"])
L51_BUG = tool("report_bug", "Report a software bug.",
  {"title": {"type": "string", "description": "A one-line title of the bug."}, "severity": {"type": "string", "enum": ["minor", "major", "critical"]}}, ["title"])
L51_COMMENT = tool("add_comment", "Add a comment to a pull request.",
  {"pr_number": {"type": "integer", "description": "The pull request number."}, "body": {"type": "string", "description": "The comment text."}}, ["pr_number", "body"])
L51_PLAYLIST = tool("rename_playlist", "Rename a playlist.",
  {"old_name": {"type": "string", "description": "Current name."}, "new_name": {"type": "string", "description": "The new name."}}, ["old_name", "new_name"])
L51_WEATHER = tool("get_weather", "Get the weather for a city.", {"city": {"type": "string", "description": "City name."}}, ["city"])
LEAD51B: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Send a message to Tom: the build is green", [L51_MSG, L51_WEATHER], [("send_message", {"recipient": "Tom", "message": "the build is green"})]),
 ("Message Priya that the meeting starts at 3", [L51_MSG, L51_WEATHER], [("send_message", {"recipient": "Priya", "message": "the meeting starts at 3"})]),
 ("Tell Omar I'll be five minutes late", [L51_MSG, L51_WEATHER], [("send_message", {"recipient": "Omar", "message": "I'll be five minutes late"})]),
 ("Create a task called Renew passport", [L51_TASK, L51_WEATHER], [("create_task", {"title": "Renew passport"})]),
 ("Add a task: book the dentist appointment", [L51_TASK, L51_WEATHER], [("create_task", {"title": "book the dentist appointment"})]),
 ("New task - call the landlord about the heating", [L51_TASK, L51_WEATHER], [("create_task", {"title": "call the landlord about the heating"})]),
 ("Remind me to water the plants at 6pm", [L51_REMIND, L51_WEATHER], [("set_reminder", {"text": "water the plants", "time": "6pm"})]),
 ("Post an update: the new release is out!", [L51_POST, L51_WEATHER], [("post_update", {"content": "the new release is out!"})]),
 ("Log a critical bug: login page crashes on Safari", [L51_BUG, L51_WEATHER], [("report_bug", {"title": "login page crashes on Safari", "severity": "critical"})]),
 ("Report a minor bug where the footer overlaps the text on mobile", [L51_BUG, L51_WEATHER], [("report_bug", {"title": "the footer overlaps the text on mobile", "severity": "minor"})]),
 ("Comment on PR 42: looks good to me", [L51_COMMENT, L51_WEATHER], [("add_comment", {"pr_number": 42, "body": "looks good to me"})]),
 ("Leave a comment on pull request 7 saying please add tests", [L51_COMMENT, L51_WEATHER], [("add_comment", {"pr_number": 7, "body": "please add tests"})]),
 ("Rename my playlist Gym to Morning Run", [L51_PLAYLIST, L51_WEATHER], [("rename_playlist", {"old_name": "Gym", "new_name": "Morning Run"})]),
 ("Change the name of the playlist Chill Vibes to Sunday Chill", [L51_PLAYLIST, L51_WEATHER], [("rename_playlist", {"old_name": "Chill Vibes", "new_name": "Sunday Chill"})]),
 ("What is a playlist?", [L51_PLAYLIST, L51_WEATHER], []),
 ("Who fixed the last critical bug?", [L51_BUG, L51_WEATHER], []),
]

# Round 51, the lead, third part: statuses, profiles, replies, events, reviews, tweets, alarms, definitions in other
# users' words (written after the second part's fixes, before any of their own).
L51_STATUS = tool("set_status", "Set the user's status message.", {"status": {"type": "string", "description": "The new status text."}}, ["status"])
L51_PROFILE = tool("update_profile", "Update the user's profile.",
  {"bio": {"type": "string", "description": "Short biography."}, "display_name": {"type": "string", "description": "Name shown to others."}}, [])
L51_REPLY = tool("reply_email", "Reply to an email thread.",
  {"thread_id": {"type": "string", "description": "The thread to reply to."}, "body": {"type": "string", "description": "The reply text."}}, ["thread_id", "body"])
L51_EVENT = tool("create_event", "Create a calendar event.",
  {"title": {"type": "string", "description": "Event title."}, "date": {"type": "string", "description": "Date, YYYY-MM-DD."},
   "time": {"type": "string", "description": "Start time, HH:MM."}}, ["title", "date"])
L51_TWEET = tool("post_tweet", "Post a tweet.", {"text": {"type": "string", "description": "The tweet's text, up to 280 characters."}}, ["text"])
L51_ALARM = tool("set_alarm", "Set an alarm.",
  {"time": {"type": "string", "description": "Alarm time, HH:MM."}, "label": {"type": "string", "description": "A label for the alarm."}}, ["time"])
L51_DEFINE = tool("define_word", "Look up the definition of a word.", {"word": {"type": "string", "description": "The word to define."}}, ["word"])
LEAD51C: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Set my status to out sick today", [L51_STATUS, L51_WEATHER], [("set_status", {"status": "out sick today"})]),
 ("Change my status to: in a meeting until 3", [L51_STATUS, L51_WEATHER], [("set_status", {"status": "in a meeting until 3"})]),
 ("Update my bio to Coffee lover and amateur astronomer", [L51_PROFILE, L51_WEATHER], [("update_profile", {"bio": "Coffee lover and amateur astronomer"})]),
 ("Reply to thread T-88 with: sounds good, see you then", [L51_REPLY, L51_WEATHER], [("reply_email", {"thread_id": "T-88", "body": "sounds good, see you then"})]),
 ("Answer thread 4412 saying I can't make it", [L51_REPLY, L51_WEATHER], [("reply_email", {"thread_id": "4412", "body": "I can't make it"})]),
 ("Create an event called Ana's birthday on 2025-06-03", [L51_EVENT, L51_WEATHER], [("create_event", {"title": "Ana's birthday", "date": "2025-06-03"})]),
 ("Schedule Roadmap review on 2025-07-01 at 10:00", [L51_EVENT, L51_WEATHER], [("create_event", {"title": "Roadmap review", "date": "2025-07-01", "time": "10:00"})]),
 ("Tweet: we just hit 10k users!", [L51_TWEET, L51_WEATHER], [("post_tweet", {"text": "we just hit 10k users!"})]),
 ("Post a tweet saying happy friday everyone", [L51_TWEET, L51_WEATHER], [("post_tweet", {"text": "happy friday everyone"})]),
 ("Set an alarm for 7:15 called take meds", [L51_ALARM, L51_WEATHER], [("set_alarm", {"time": "07:15", "label": "take meds"})]),
 ("Define the word ephemeral", [L51_DEFINE, L51_WEATHER], [("define_word", {"word": "ephemeral"})]),
 ("What's my status?", [L51_TWEET, L51_WEATHER], []),
]

# Round 51, the lead, fourth part: the same kinds inside longer requests with context and courtesy (written after
# the third part's fixes, before any of their own).
LEAD51D: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("I'm planning a party tonight. Could you send a message to Ana saying the party starts at 8?", [L51_MSG, L51_WEATHER], [("send_message", {"recipient": "Ana", "message": "the party starts at 8"})]),
 ("My laptop died again. Please open a ticket: laptop won't boot after the update", [L51_TICKET, L51_NOTE], [("open_ticket", {"summary": "laptop won't boot after the update"})]),
 ("Can you make a note that the car needs an oil change next week?", [L51_NOTE, L51_SEARCH], [("add_note", {"text": "the car needs an oil change next week"})]),
 ("Hey, could you file a ticket about the broken AC in meeting room B?", [L51_TICKET, L51_NOTE], [("open_ticket", {"summary": "the broken AC in meeting room B"})]),
 ("Would you add a task called Prepare slides for Monday?", [L51_TASK, L51_WEATHER], [("create_task", {"title": "Prepare slides for Monday"})]),
 ("I need you to search the web for the release date of the next iPhone", [L51_SEARCH, L51_NOTE], [("web_search", {"query": "release date of the next iPhone"})]),
 ("Please reverse the string 'stressed desserts'", [L51_REVERSE], [("reverse_text", {"text": "stressed desserts"})]),
 ("Could you comment on PR 12 that the tests are flaky?", [L51_COMMENT, L51_WEATHER], [("add_comment", {"pr_number": 12, "body": "the tests are flaky"})]),
 ("Report a major bug: the app crashes when uploading photos larger than 10MB", [L51_BUG, L51_WEATHER], [("report_bug", {"title": "the app crashes when uploading photos larger than 10MB", "severity": "major"})]),
 ("I wrote a note yesterday about the budget. What did it say?", [L51_TICKET, L51_WEATHER], []),
]

OP51_FILMS = tool("discover_films", "Discover films to watch, filtered by director, genre or a cast member.",
  {"director": {"type": "string", "description": "The film's director.", "default": "any"},
   "genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Thriller", "Horror", "Sci-fi", "Animation", "any"], "description": "The film's genre.", "default": "any"},
   "cast": {"type": "string", "description": "An actor or actress who appears in the film.", "default": "any"}}, [])
OP51_TRACKS = tool("lookup_tracks", "Look up music tracks by artist, album or genre.",
  {"artist": {"type": "string", "description": "The performer.", "default": "dontcare"},
   "album": {"type": "string", "description": "The album title.", "default": "dontcare"},
   "genre": {"type": "string", "enum": ["Rock", "Jazz", "Classical", "Electronic", "Hip-Hop", "Pop", "Country", "dontcare"], "description": "The music genre.", "default": "dontcare"}}, [])
OP51_PODCASTS = tool("search_podcasts", "Search podcast episodes.",
  {"host": {"type": "string", "description": "The podcast host."},
   "topic": {"type": "string", "enum": ["Technology", "History", "Science", "Sports", "Politics"], "description": "The subject of the show."},
   "language": {"type": "string", "description": "Language of the episodes.", "default": "English"}}, [])
OP51_FILES = tool("find_files", "Find files in a folder.",
  {"folder": {"type": "string", "description": "The folder to search."},
   "extension": {"type": "string", "enum": ["pdf", "txt", "csv", "jpg", "py"], "description": "Only files of this type."},
   "include_hidden": {"type": "boolean", "description": "Whether hidden files are listed.", "default": False}}, ["folder"])
OP51_SHOWS = tool("find_tv_shows", "Find TV series to stream.",
  {"genre": {"type": "string", "enum": ["Comedy", "Drama", "Documentary", "Crime", "Fantasy"], "description": "Genre of the series."},
   "starring": {"type": "string", "description": "An actor in the series."},
   "network": {"type": "string", "description": "The channel or service that made it."}}, [])
OP51_BOOKS = tool("search_books", "Search the library catalogue for books.",
  {"author": {"type": "string", "description": "The author's name."},
   "genre": {"type": "string", "enum": ["Fantasy", "Mystery", "Romance", "Biography", "Poetry"], "description": "The book's genre."},
   "narrator": {"type": "string", "description": "Who reads the audiobook edition."}}, [])
OPTIONS51: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Got any comedies with Steve Carell in them?", [OP51_FILMS], [("discover_films", {"genre": "Comedy", "cast": "Steve Carell"})]),
 ("I'm in the mood for something dramatic directed by Greta Gerwig", [OP51_FILMS], [("discover_films", {"director": "Greta Gerwig", "genre": "Drama"})]),
 ("animated films by Hayao Miyazaki please", [OP51_FILMS], [("discover_films", {"director": "Hayao Miyazaki", "genre": "Animation"})]),
 ("Find me a sci fi movie that stars Zoe Saldana", [OP51_FILMS], [("discover_films", {"genre": "Sci-fi", "cast": "Zoe Saldana"})]),
 ("Any horror flicks featuring Toni Collette?", [OP51_FILMS], [("discover_films", {"genre": "Horror", "cast": "Toni Collette"})]),
 ("Looking for thrillers by David Fincher that star Brad Pitt", [OP51_FILMS], [("discover_films", {"director": "David Fincher", "genre": "Thriller", "cast": "Brad Pitt"})]),
 ("Play me some jazzy stuff from Diana Krall", [OP51_TRACKS], [("lookup_tracks", {"artist": "Diana Krall", "genre": "Jazz"})]),
 ("I enjoy electronic music, anything by Aphex Twin?", [OP51_TRACKS], [("lookup_tracks", {"artist": "Aphex Twin", "genre": "Electronic"})]),
 ("country tunes off the album Golden Hour", [OP51_TRACKS], [("lookup_tracks", {"album": "Golden Hour", "genre": "Country"})]),
 ("rock songs by Foo Fighters from the album Wasting Light", [OP51_TRACKS], [("lookup_tracks", {"artist": "Foo Fighters", "album": "Wasting Light", "genre": "Rock"})]),
 ("Any historical podcasts hosted by Mike Duncan?", [OP51_PODCASTS], [("search_podcasts", {"host": "Mike Duncan", "topic": "History"})]),
 ("scientific podcasts in Spanish", [OP51_PODCASTS], [("search_podcasts", {"topic": "Science", "language": "Spanish"})]),
 ("political shows with Ezra Klein as host", [OP51_PODCASTS], [("search_podcasts", {"host": "Ezra Klein", "topic": "Politics"})]),
 ("Look for all the PDF documents in /srv/share", [OP51_FILES], [("find_files", {"folder": "/srv/share", "extension": "pdf"})]),
 ("find the csv spreadsheets under ~/exports, hidden ones too", [OP51_FILES], [("find_files", {"folder": "~/exports", "extension": "csv", "include_hidden": True})]),
 ("any python scripts in /opt/tools?", [OP51_FILES], [("find_files", {"folder": "/opt/tools", "extension": "py"})]),
 ("a crime series starring Idris Elba", [OP51_SHOWS], [("find_tv_shows", {"genre": "Crime", "starring": "Idris Elba"})]),
 ("Recommend a documentary series narrated by David Attenborough on the BBC", [OP51_SHOWS], [("find_tv_shows", {"genre": "Documentary", "network": "BBC"})]),
 ("mystery novels written by Agatha Christie", [OP51_BOOKS], [("search_books", {"author": "Agatha Christie", "genre": "Mystery"})]),
 ("I'd like a fantasy audiobook read by Andy Serkis", [OP51_BOOKS], [("search_books", {"genre": "Fantasy", "narrator": "Andy Serkis"})]),
 ("Show me some action-packed movies with Keanu Reeves", [OP51_FILMS], [("discover_films", {"genre": "Action", "cast": "Keanu Reeves"})]),
 ("Which films directed by Todd Field does Cate Blanchett appear in?", [OP51_FILMS], [("discover_films", {"director": "Todd Field", "cast": "Cate Blanchett"})]),
 ("hip hop tracks from Kendrick Lamar", [OP51_TRACKS], [("lookup_tracks", {"artist": "Kendrick Lamar", "genre": "Hip-Hop"})]),
 ("tech podcasts from Kara Swisher", [OP51_PODCASTS], [("search_podcasts", {"host": "Kara Swisher", "topic": "Technology"})]),
 ("comedic shows featuring Bill Hader", [OP51_SHOWS], [("find_tv_shows", {"genre": "Comedy", "starring": "Bill Hader"})]),
 ("drama series from HBO", [OP51_SHOWS], [("find_tv_shows", {"genre": "Drama", "network": "HBO"})]),
 ("biographies written by Walter Isaacson", [OP51_BOOKS], [("search_books", {"author": "Walter Isaacson", "genre": "Biography"})]),
 ("romantic novels by Nora Roberts", [OP51_BOOKS], [("search_books", {"author": "Nora Roberts", "genre": "Romance"})]),
 ("a mystery audiobook narrated by Stephen Fry", [OP51_BOOKS], [("search_books", {"genre": "Mystery", "narrator": "Stephen Fry"})]),
 ("any .txt files in /data/reports?", [OP51_FILES], [("find_files", {"folder": "/data/reports", "extension": "txt"})]),
]
OPTIONS51_PARTNERS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Got any good films with Steve Carell in them?", [OP51_FILMS], [("discover_films", {"cast": "Steve Carell"})]),
 ("Something romantic directed by Greta Gerwig", [OP51_FILMS], [("discover_films", {"director": "Greta Gerwig"})]),
 ("Show me the latest movie by Christopher Nolan", [OP51_FILMS], [("discover_films", {"director": "Christopher Nolan"})]),
 ("Play me some mellow stuff from Diana Krall", [OP51_TRACKS], [("lookup_tracks", {"artist": "Diana Krall"})]),
 ("popular tracks by Adele", [OP51_TRACKS], [("lookup_tracks", {"artist": "Adele"})]),
 ("Any podcasts hosted by Mike Duncan?", [OP51_PODCASTS], [("search_podcasts", {"host": "Mike Duncan"})]),
 ("list every file in /srv/share", [OP51_FILES], [("find_files", {"folder": "/srv/share"})]),
 ("an award-winning series starring Idris Elba", [OP51_SHOWS], [("find_tv_shows", {"starring": "Idris Elba"})]),
 ("books by my favourite author Agatha Christie", [OP51_BOOKS], [("search_books", {"author": "Agatha Christie"})]),
 ("Is a comedy or a drama better for a first date?", [OP51_FILMS], []),
 ("What is the history of jazz?", [OP51_TRACKS], []),
 ("How do I convert a csv file to pdf?", [OP51_FILES], []),
 ("Show me some fun movies with Keanu Reeves", [OP51_FILMS], [("discover_films", {"cast": "Keanu Reeves"})]),
 ("famous novels by Nora Roberts", [OP51_BOOKS], [("search_books", {"author": "Nora Roberts"})]),
 ("cooking podcasts hosted by Kara Swisher", [OP51_PODCASTS], [("search_podcasts", {"host": "Kara Swisher"})]),
 ("What makes a good thriller?", [OP51_FILMS], []),
]
# Round 51, flags51: optional booleans a request implies in other words (a synonym of the flag's feature, its
# description's words, a negation of what the flag leaves out), beside the same requests saying nothing of the flag
# (the flag stays absent), written before any fix they measure.
F51_HOTELS = tool("search_hotels", "Search for hotels in a city with optional amenity filters.",
  {"city": {"type": "string", "description": "The city to search in."},
   "pets_allowed": {"type": "boolean", "description": "Whether the hotel accepts guests travelling with pets.", "default": False},
   "has_pool": {"type": "boolean", "description": "Whether the hotel has a swimming pool.", "default": False},
   "smoking_allowed": {"type": "boolean", "description": "Whether smoking is permitted in the rooms.", "default": False}}, ["city"])
F51_FLIGHTS = tool("find_flights", "Find flights between two airports on a date.",
  {"origin": {"type": "string", "description": "The departure city."},
   "destination": {"type": "string", "description": "The arrival city."},
   "nonstop": {"type": "boolean", "description": "If true, only direct flights without any layover are returned.", "default": False}}, ["origin", "destination"])
F51_FILES = tool("list_directory", "List the files in a directory.",
  {"path": {"type": "string", "description": "The directory path."},
   "include_hidden": {"type": "boolean", "description": "Whether to list hidden files, whose names begin with a dot.", "default": False}}, ["path"])
F51_MEMBER = tool("get_member", "Retrieve a club member's record by member id.",
  {"member_id": {"type": "integer", "description": "The member's id."},
   "include_contact_info": {"type": "boolean", "description": "Whether to add the member's email address and phone number to the record.", "default": False}}, ["member_id"])
F51_PAY = tool("send_payment", "Send money to a friend.",
  {"recipient": {"type": "string", "description": "The friend's name."},
   "amount": {"type": "number", "description": "The amount in dollars."},
   "anonymous": {"type": "boolean", "description": "Whether to hide the sender's identity from the recipient.", "default": False}}, ["recipient", "amount"])
F51_JOBS = tool("search_jobs", "Search job postings by title.",
  {"title": {"type": "string", "description": "The job title."},
   "remote": {"type": "boolean", "description": "Whether the position can be done from home.", "default": False}}, ["title"])
F51_EVENTS = tool("find_events", "Find local events in a city.",
  {"city": {"type": "string", "description": "The city."},
   "is_free": {"type": "boolean", "description": "Only events that charge no admission.", "default": False},
   "family_friendly": {"type": "boolean", "description": "Whether the event is suitable for children.", "default": False}}, ["city"])
F51_PLAYER = tool("play_track", "Play a track on the speaker.",
  {"track": {"type": "string", "description": "The track's title."},
   "repeat": {"type": "boolean", "description": "Whether to loop the track when it ends.", "default": False}}, ["track"])
F51_SHOP = tool("search_products", "Search the store's catalogue.",
  {"query": {"type": "string", "description": "What to look for."},
   "on_sale": {"type": "boolean", "description": "Only products with a discounted price.", "default": False},
   "in_stock": {"type": "boolean", "description": "Only products available to ship now.", "default": False}}, ["query"])
F51_EMAIL = tool("send_email", "Send an email message.",
  {"to": {"type": "string", "description": "The recipient's address."},
   "body": {"type": "string", "description": "The message text."},
   "high_priority": {"type": "boolean", "description": "Mark the email as urgent.", "default": False}}, ["to", "body"])
FLAGS51: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Find a hotel in Lisbon where I can bring my dog", [F51_HOTELS], [("search_hotels", {"city": "Lisbon", "pets_allowed": True})]),
 ("Any hotels in Split with a swimming pool?", [F51_HOTELS], [("search_hotels", {"city": "Split", "has_pool": True})]),
 ("I need a hotel in Prague, somewhere I can smoke in the room", [F51_HOTELS], [("search_hotels", {"city": "Prague", "smoking_allowed": True})]),
 ("Search hotels in Vienna, I'm travelling with my cat", [F51_HOTELS], [("search_hotels", {"city": "Vienna", "pets_allowed": True})]),
 ("Find hotels in Seville", [F51_HOTELS], [("search_hotels", {"city": "Seville"})]),
 ("Find flights from Boston to Denver with no stops", [F51_FLIGHTS], [("find_flights", {"origin": "Boston", "destination": "Denver", "nonstop": True})]),
 ("I want to fly Chicago to Miami direct", [F51_FLIGHTS], [("find_flights", {"origin": "Chicago", "destination": "Miami", "nonstop": True})]),
 ("Find flights from Dallas to Atlanta", [F51_FLIGHTS], [("find_flights", {"origin": "Dallas", "destination": "Atlanta"})]),
 ("List everything in /etc, dotfiles too", [F51_FILES], [("list_directory", {"path": "/etc", "include_hidden": True})]),
 ("show me the files in /var/log", [F51_FILES], [("list_directory", {"path": "/var/log"})]),
 ("Pull up member 318 along with their email and phone", [F51_MEMBER], [("get_member", {"member_id": 318, "include_contact_info": True})]),
 ("Get member 92's record", [F51_MEMBER], [("get_member", {"member_id": 92})]),
 ("Send $40 to Priya without telling her it came from me", [F51_PAY], [("send_payment", {"recipient": "Priya", "amount": 40, "anonymous": True})]),
 ("Send 15 dollars to Marco", [F51_PAY], [("send_payment", {"recipient": "Marco", "amount": 15})]),
 ("Look for data engineer jobs I can do from home", [F51_JOBS], [("search_jobs", {"title": "data engineer", "remote": True})]),
 ("search for nurse jobs", [F51_JOBS], [("search_jobs", {"title": "nurse"})]),
 ("What events are on in Austin this weekend that cost nothing to get in?", [F51_EVENTS], [("find_events", {"city": "Austin", "is_free": True})]),
 ("Find events in Leeds that my kids would enjoy", [F51_EVENTS], [("find_events", {"city": "Leeds", "family_friendly": True})]),
 ("What's happening in Dublin?", [F51_EVENTS], [("find_events", {"city": "Dublin"})]),
 ("Play Clocks and keep looping it", [F51_PLAYER], [("play_track", {"track": "Clocks", "repeat": True})]),
 ("Find discounted headphones", [F51_SHOP], [("search_products", {"query": "headphones", "on_sale": True})]),
 ("Search for desk lamps that can ship right away", [F51_SHOP], [("search_products", {"query": "desk lamps", "in_stock": True})]),
 ("Email ana@example.com saying the server is down, it's urgent", [F51_EMAIL], [("send_email", {"to": "ana@example.com", "body": "the server is down", "high_priority": True})]),
 ("Email ben@example.com saying lunch is at noon", [F51_EMAIL], [("send_email", {"to": "ben@example.com", "body": "lunch is at noon"})]),
]
FLAGS51_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Cancel my hotel booking in Lisbon", [F51_HOTELS], []),
 ("Why do some hotels ban dogs?", [F51_HOTELS], []),
 ("What's a layover?", [F51_FLIGHTS], []),
 ("How do I hide a file on Linux?", [F51_FILES], []),
 ("Delete member 318", [F51_MEMBER], []),
 ("Is it legal to send money anonymously?", [F51_PAY], []),
 ("Write me a cover letter for a remote job", [F51_JOBS], []),
 ("How do I make a song loop in my video editor?", [F51_PLAYER], []),
]
R51_CLINIC = tool("find_clinic", "Search for medical practices in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State', such as 'Austin, TX'."},
   "specialty": {"type": "string", "enum": ["Dentist", "Dermatologist", "Pediatrician", "Orthopedist"], "description": "The kind of practitioner.", "default": "Dentist"}}, ["city"])
R51_GYM = tool("search_fitness_centers", "Look up workout facilities in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State'."},
   "has_pool": {"type": "boolean", "description": "Whether the facility must have a swimming pool.", "default": False}}, ["city"])
R51_CARS = tool("reserve_vehicle", "Reserve a rental vehicle for pick-up in a city.",
  {"city": {"type": "string", "description": "The pick-up city, in the format 'City, State'."},
   "pickup_date": {"type": "string", "description": "The pick-up date, in the format 'YYYY-MM-DD'."},
   "car_type": {"type": "string", "enum": ["SUV", "Sedan", "Compact", "Minivan"], "description": "The category of vehicle.", "default": "Sedan"}}, ["city", "pickup_date"])
R51_EAT = tool("find_places_to_eat", "Search for dining spots in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State'."},
   "cuisine": {"type": "string", "enum": ["Thai", "Mexican", "Italian", "Ethiopian", "Korean"], "description": "The style of food."}}, ["city", "cuisine"])
R51_TUTOR = tool("find_private_teacher", "Look up private teachers near the user.",
  {"subject": {"type": "string", "enum": ["Math", "Physics", "Chemistry", "Piano"], "description": "The subject taught."},
   "city": {"type": "string", "description": "The city, in the format 'City, State'."}}, ["subject", "city"])
R51_VET = tool("locate_animal_clinic", "Locate veterinary practices in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State'."},
   "species": {"type": "string", "enum": ["Dog", "Cat", "Bird", "Reptile"], "description": "The kind of pet treated."}}, ["city"])
R51_HOMES = tool("search_rentals", "Search for housing to lease in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State'."},
   "furnished": {"type": "boolean", "description": "Whether the unit must come furnished.", "default": False}}, ["city"])
R51_SHAPE = tool("relocate_item", "Relocate an item on the canvas.",
  {"object_label": {"type": "string", "description": "The label of the object to relocate."},
   "x": {"type": "integer", "description": "The new horizontal coordinate."},
   "y": {"type": "integer", "description": "The new vertical coordinate."}}, ["object_label", "x", "y"])
R51_TOWERS = tool("list_antenna_sites", "List mobile network antenna sites near a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State'."},
   "carrier": {"type": "string", "enum": ["Verizon", "T-Mobile", "AT&T"], "description": "The network operator."}}, ["city"])
R51_LESSONS = tool("book_lesson", "Book a session with an instructor.",
  {"instrument": {"type": "string", "enum": ["guitar", "violin", "drums", "cello"], "description": "The instrument to learn."},
   "date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["instrument", "date"])
REACH51: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Who's a good dermatologist in Fresno, CA?", [R51_CLINIC], [("find_clinic", {"city": "Fresno, CA", "specialty": "Dermatologist"})]),
 ("My kid needs a pediatrician around Tulsa, OK", [R51_CLINIC], [("find_clinic", {"city": "Tulsa, OK", "specialty": "Pediatrician"})]),
 ("Anywhere with a pool in Austin, TX?", [R51_GYM], [("search_fitness_centers", {"city": "Austin, TX", "has_pool": True})]),
 ("I'd like an SUV in Denver, CO on 2027-05-01", [R51_CARS], [("reserve_vehicle", {"city": "Denver, CO", "pickup_date": "2027-05-01", "car_type": "SUV"})]),
 ("Could I get a minivan in Provo, UT for 2027-06-12?", [R51_CARS], [("reserve_vehicle", {"city": "Provo, UT", "pickup_date": "2027-06-12", "car_type": "Minivan"})]),
 ("Any Ethiopian around Oakland, CA?", [R51_EAT], [("find_places_to_eat", {"city": "Oakland, CA", "cuisine": "Ethiopian"})]),
 ("craving korean tonight in Boise, ID", [R51_EAT], [("find_places_to_eat", {"city": "Boise, ID", "cuisine": "Korean"})]),
 ("Looking for someone to help with chemistry in Tucson, AZ", [R51_TUTOR], [("find_private_teacher", {"subject": "Chemistry", "city": "Tucson, AZ"})]),
 ("My daughter wants piano in Eugene, OR. Who could do that?", [R51_TUTOR], [("find_private_teacher", {"subject": "Piano", "city": "Eugene, OR"})]),
 ("My cat is sick, who can see her in Spokane, WA?", [R51_VET], [("locate_animal_clinic", {"city": "Spokane, WA", "species": "Cat"})]),
 ("Something furnished in Reno, NV, please", [R51_HOMES], [("search_rentals", {"city": "Reno, NV", "furnished": True})]),
 ("Shift object 'box1' to 10, 20", [R51_SHAPE], [("relocate_item", {"object_label": "box1", "x": 10, "y": 20})]),
 ("Which Verizon ones are near Tulsa, OK?", [R51_TOWERS], [("list_antenna_sites", {"city": "Tulsa, OK", "carrier": "Verizon"})]),
 ("I want to start violin on 2027-09-03", [R51_LESSONS], [("book_lesson", {"instrument": "violin", "date": "2027-09-03"})]),
 ("Please set me up for drums on 2027-02-14", [R51_LESSONS], [("book_lesson", {"instrument": "drums", "date": "2027-02-14"})]),
]
REACH51_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What does a dermatologist actually do?", [R51_CLINIC], []),
 ("Is swimming in a pool good exercise?", [R51_GYM], []),
 ("What's the difference between an SUV and a sedan?", [R51_CARS], []),
 ("Is Thai food usually spicy?", [R51_EAT], []),
 ("Explain the basics of chemistry to me", [R51_TUTOR], []),
 ("How long do cats usually live?", [R51_VET], []),
 ("Is it cheaper to buy furniture or rent it?", [R51_HOMES], []),
 ("What is an object in Python?", [R51_SHAPE], []),
 ("Is Verizon or T-Mobile cheaper in Tulsa, OK?", [R51_TOWERS], []),
 ("How tall is the Eiffel tower?", [R51_TOWERS], []),
 ("Who invented the violin?", [R51_LESSONS], []),
 ("Recommend a good book about drums", [R51_LESSONS], []),
]
# Round 52, the lead: a user's own tools asked for in everyday words that are not the tools' own (a synonym of
# the verb or the thing, a value said in passing), written before any fix they measure.
L52_PROFILE = tool("edit_profile", "Edit the user's public profile.",
  {"bio": {"type": "string", "description": "The short text about the user."},
   "display_name": {"type": "string", "description": "The name shown to others."}}, [])
L52_ISSUE = tool("file_issue", "File an issue in a repository's tracker.",
  {"repo": {"type": "string", "description": "The repository, as owner/name."},
   "title": {"type": "string", "description": "The issue's title."}}, ["repo", "title"])
L52_PARCEL = tool("track_package", "Track a parcel by its tracking number.",
  {"tracking_number": {"type": "string", "description": "The carrier's tracking number."}}, ["tracking_number"])
L52_TRANSLATE = tool("translate_text", "Translate text into another language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "The language to translate into."}}, ["text", "target_language"])
L52_DEFINE = tool("define_word", "Look up the dictionary definition of a word.",
  {"word": {"type": "string", "description": "The word to define."}}, ["word"])
L52_TIMER = tool("start_timer", "Start a countdown timer.",
  {"minutes": {"type": "integer", "description": "Length of the timer in minutes."}}, ["minutes"])
L52_TABLE = tool("reserve_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "The restaurant's name."},
   "party_size": {"type": "integer", "description": "Number of people."},
   "time": {"type": "string", "description": "The time of the reservation, e.g. 7pm."}}, ["restaurant", "party_size"])
L52_MUSIC = tool("play_music", "Play music by a search query.",
  {"query": {"type": "string", "description": "An artist, album or song."}}, ["query"])
L52_LIGHTS = tool("set_lights", "Switch the lights in a room.",
  {"room": {"type": "string", "description": "The room."},
   "state": {"type": "string", "enum": ["on", "off"], "description": "On or off."}}, ["room", "state"])
L52_THERMO = tool("set_thermostat", "Set the thermostat's target temperature.",
  {"temperature": {"type": "integer", "description": "Target temperature in degrees."}}, ["temperature"])
L52_CONTACT = tool("add_contact", "Add a person to the address book.",
  {"name": {"type": "string", "description": "The person's name."},
   "phone": {"type": "string", "description": "The phone number."}}, ["name", "phone"])
L52_EXPENSE = tool("log_expense", "Record an expense in the budget.",
  {"amount": {"type": "number", "description": "The amount spent."},
   "category": {"type": "string", "description": "The spending category, e.g. groceries, rent."}}, ["amount", "category"])
L52_EVENT = tool("create_event", "Add an event to the calendar.",
  {"title": {"type": "string", "description": "What the event is."},
   "date": {"type": "string", "description": "The date, YYYY-MM-DD."}}, ["title", "date"])
LEAD52: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Update my bio to say I build boats in Maine", [L52_PROFILE, L52_ISSUE], [("edit_profile", {"bio": "I build boats in Maine"})]),
 ("Change my display name to Captain Rae", [L52_PROFILE, L52_CONTACT], [("edit_profile", {"display_name": "Captain Rae"})]),
 ("Open an issue in acme/web: login page crashes on Safari", [L52_ISSUE, L52_PROFILE], [("file_issue", {"repo": "acme/web", "title": "login page crashes on Safari"})]),
 ("Report a problem on octo/cli titled Help text is cut off", [L52_ISSUE, L52_DEFINE], [("file_issue", {"repo": "octo/cli", "title": "Help text is cut off"})]),
 ("Where is my parcel? The tracking number is 1Z999AA10123456784", [L52_PARCEL, L52_TIMER], [("track_package", {"tracking_number": "1Z999AA10123456784"})]),
 ("Any news on shipment 9400111899223344556677?", [L52_PARCEL, L52_EXPENSE], [("track_package", {"tracking_number": "9400111899223344556677"})]),
 ("How do you say good night in Italian?", [L52_TRANSLATE, L52_DEFINE], [("translate_text", {"text": "good night", "target_language": "Italian"})]),
 ("Put 'where is the station' into German for me", [L52_TRANSLATE, L52_MUSIC], [("translate_text", {"text": "where is the station", "target_language": "German"})]),
 ("What does ephemeral mean?", [L52_DEFINE, L52_TRANSLATE], [("define_word", {"word": "ephemeral"})]),
 ("Give me a 10 minute countdown", [L52_TIMER, L52_EVENT], [("start_timer", {"minutes": 10})]),
 ("Get me a table for four at Nopa at 7pm", [L52_TABLE, L52_EVENT], [("reserve_table", {"restaurant": "Nopa", "party_size": 4, "time": "7pm"})]),
 ("Book Chez Panisse for 2 people", [L52_TABLE, L52_MUSIC], [("reserve_table", {"restaurant": "Chez Panisse", "party_size": 2})]),
 ("Put on some Miles Davis", [L52_MUSIC, L52_LIGHTS], [("play_music", {"query": "Miles Davis"})]),
 ("Kill the lights in the kitchen", [L52_LIGHTS, L52_MUSIC], [("set_lights", {"room": "kitchen", "state": "off"})]),
 ("Turn the bedroom lights on", [L52_LIGHTS, L52_THERMO], [("set_lights", {"room": "bedroom", "state": "on"})]),
 ("Bump the heat up to 72", [L52_THERMO, L52_LIGHTS], [("set_thermostat", {"temperature": 72})]),
 ("Save Dana's number: 555-0192", [L52_CONTACT, L52_PROFILE], [("add_contact", {"name": "Dana", "phone": "555-0192"})]),
 ("I spent $42.50 on groceries", [L52_EXPENSE, L52_TIMER], [("log_expense", {"amount": 42.5, "category": "groceries"})]),
 ("Put lunch with Sam on my calendar for 2025-03-14", [L52_EVENT, L52_TIMER], [("create_event", {"title": "lunch with Sam", "date": "2025-03-14"})]),
 ("Remember Dana's birthday party on 2025-06-01 in my calendar", [L52_EVENT, L52_CONTACT], [("create_event", {"title": "Dana's birthday party", "date": "2025-06-01"})]),
 ("What's a good name for a cat?", [L52_MUSIC, L52_TIMER], []),
 ("How do thermostats work?", [L52_THERMO, L52_LIGHTS], []),
 ("Which language is harder, German or Italian?", [L52_TRANSLATE, L52_DEFINE], []),
 ("How long should I boil an egg?", [L52_TIMER, L52_EXPENSE], []),
 ("Who founded the Nopa restaurant?", [L52_TABLE, L52_EVENT], []),
 ("Is Miles Davis still alive?", [L52_MUSIC, L52_LIGHTS], []),
]

# -- single-literal52: written at round 52 by a helper before any fix it measures (string values written literally) --
LI52_SHOP = tool("shop_search", "Search an online store for products.",
  {"query": {"type": "string", "description": "What the shopper is looking for."},
   "brand": {"type": "string", "description": "Only products of this brand, e.g. Adidas."},
   "color": {"type": "string", "description": "Preferred color of the product."}}, ["query"])
LI52_BOOKS = tool("library_lookup", "Look up books in the city library catalog.",
  {"title": {"type": "string", "description": "Words of the book's title."},
   "author": {"type": "string", "description": "The author's full name."},
   "language": {"type": "string", "description": "Language the book is written in, e.g. French."}}, [])
LI52_EVENTS = tool("find_local_events", "Find upcoming events happening in a city.",
  {"city": {"type": "string", "description": "The city to search in."},
   "category": {"type": "string", "description": "Category of event, such as Music, Theater or Sports."},
   "venue": {"type": "string", "description": "Name of a particular venue."}}, ["city"])
LI52_FILMS = tool("stream_catalog", "Browse the catalog of a streaming service for films.",
  {"genre": {"type": "string", "description": "Film genre, e.g. Comedy or Horror."},
   "director": {"type": "string", "description": "Name of the film's director."},
   "language": {"type": "string", "description": "Spoken language of the film."}}, [])
LI52_RENT = tool("rent_car", "Reserve a rental car at a pickup location.",
  {"pickup_location": {"type": "string", "description": "Where the car is picked up, e.g. an airport or a city."},
   "car_type": {"type": "string", "description": "Kind of car, e.g. SUV, Sedan or Compact."}}, ["pickup_location"])
LI52_TABLE = tool("book_table", "Book a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "Name of the restaurant."},
   "guests": {"type": "integer", "description": "Number of guests."}}, ["restaurant", "guests"])
LI52_NOTE = tool("create_note", "Create a new note.",
  {"title": {"type": "string", "description": "Title of the note."},
   "body": {"type": "string", "description": "Text content of the note."}}, ["title", "body"])
LI52_RENAME = tool("rename_file", "Rename a file.",
  {"old_name": {"type": "string", "description": "Current name of the file."},
   "new_name": {"type": "string", "description": "The new name for the file."}}, ["old_name", "new_name"])
LI52_TRACKS = tool("play_artist", "Play music by an artist.",
  {"artist": {"type": "string", "description": "Name of the artist or band."},
   "device": {"type": "string", "description": "Speaker to play on.", "default": "Living Room"}}, ["artist"])
LI52_HOTELS = tool("hotel_finder", "Find hotels in a city.",
  {"city": {"type": "string", "description": "City name."},
   "chain": {"type": "string", "description": "Hotel chain, e.g. Hilton or Marriott."}}, ["city"])
LI52_WEATHER = tool("weather_now", "Get the current weather for a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])

LITERAL52: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("I'm after some trail running shoes, ideally from Salomon if they have any", [LI52_SHOP, LI52_WEATHER], [("shop_search", {"query": "trail running shoes", "brand": "Salomon"})]),
 ("can you look for a Patagonia fleece jacket in the store", [LI52_SHOP, LI52_WEATHER], [("shop_search", {"query": "fleece jacket", "brand": "Patagonia"})]),
 ("Search the shop for backpacks by The North Face", [LI52_SHOP, LI52_WEATHER], [("shop_search", {"query": "backpacks", "brand": "The North Face"})]),
 ("Does the library have anything by Toni Morrison?", [LI52_BOOKS, LI52_WEATHER], [("library_lookup", {"author": "Toni Morrison"})]),
 ("Look up the book Cien años de soledad in Spanish at the library", [LI52_BOOKS, LI52_WEATHER], [("library_lookup", {"title": "Cien años de soledad", "language": "Spanish"})]),
 ("Any Theater events coming up in Chicago?", [LI52_EVENTS, LI52_WEATHER], [("find_local_events", {"city": "Chicago", "category": "Theater"})]),
 ("what's happening at the Red Rocks Amphitheatre in Denver soon", [LI52_EVENTS, LI52_WEATHER], [("find_local_events", {"city": "Denver", "venue": "Red Rocks Amphitheatre"})]),
 ("My partner loves Sports, so what events are on in Boston this month?", [LI52_EVENTS, LI52_WEATHER], [("find_local_events", {"city": "Boston", "category": "Sports"})]),
 ("Browse for a Horror film in Korean on the streaming catalog", [LI52_FILMS, LI52_WEATHER], [("stream_catalog", {"genre": "Horror", "language": "Korean"})]),
 ("I'd like to watch something directed by Bong Joon-ho tonight", [LI52_FILMS, LI52_WEATHER], [("stream_catalog", {"director": "Bong Joon-ho"})]),
 ("any Comedy films from the director Taika Waititi?", [LI52_FILMS, LI52_WEATHER], [("stream_catalog", {"genre": "Comedy", "director": "Taika Waititi"})]),
 ("I need a rental car from Heathrow Airport, an SUV if possible", [LI52_RENT, LI52_WEATHER], [("rent_car", {"pickup_location": "Heathrow Airport", "car_type": "SUV"})]),
 ("Reserve me a car to pick up in Salt Lake City", [LI52_RENT, LI52_WEATHER], [("rent_car", {"pickup_location": "Salt Lake City"})]),
 ("Please book a table for 4 at Blue Hill tonight", [LI52_TABLE, LI52_WEATHER], [("book_table", {"restaurant": "Blue Hill", "guests": 4})]),
 ("we are 2 people, get us a table at the Golden Dragon", [LI52_TABLE, LI52_WEATHER], [("book_table", {"restaurant": "Golden Dragon", "guests": 2})]),
 ("Make a note called 'Packing list' that says 'passport, charger, socks'", [LI52_NOTE, LI52_WEATHER], [("create_note", {"title": "Packing list", "body": "passport, charger, socks"})]),
 ('Write down "call the plumber on Friday" in a new note titled "Chores"', [LI52_NOTE, LI52_WEATHER], [("create_note", {"title": "Chores", "body": "call the plumber on Friday"})]),
 ("rename 'report_v2.docx' to 'report_final.docx'", [LI52_RENAME, LI52_WEATHER], [("rename_file", {"old_name": "report_v2.docx", "new_name": "report_final.docx"})]),
 ("Play some songs by Arctic Monkeys.", [LI52_TRACKS, LI52_WEATHER], [("play_artist", {"artist": "Arctic Monkeys"})]),
 ("put on Fleetwood Mac in the Kitchen speaker", [LI52_TRACKS, LI52_WEATHER], [("play_artist", {"artist": "Fleetwood Mac", "device": "Kitchen"})]),
 ("Find me a Marriott hotel in San Antonio, please", [LI52_HOTELS, LI52_WEATHER], [("hotel_finder", {"city": "San Antonio", "chain": "Marriott"})]),
 ("hotels in Buenos Aires from the Hilton chain", [LI52_HOTELS, LI52_WEATHER], [("hotel_finder", {"city": "Buenos Aires", "chain": "Hilton"})]),
]
LITERAL52_PARTNERS: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("I'm after some trail running shoes, any brand is fine", [LI52_SHOP, LI52_WEATHER], [("shop_search", {"query": "trail running shoes"})]),
 ("Does the library have Beloved?", [LI52_BOOKS, LI52_WEATHER], [("library_lookup", {"title": "Beloved"})]),
 ("Any events coming up in Chicago this weekend?", [LI52_EVENTS, LI52_WEATHER], [("find_local_events", {"city": "Chicago"})]),
 ("Browse the streaming catalog for something Funny", [LI52_FILMS, LI52_WEATHER], [("stream_catalog", {})]),
 ("I need a rental car, an SUV if possible", [LI52_RENT, LI52_WEATHER], []),
 ("Please book a table for 4 tonight", [LI52_TABLE, LI52_WEATHER], []),
 ("Play some songs by Arctic Monkeys in the Living Room", [LI52_TRACKS, LI52_WEATHER], [("play_artist", {"artist": "Arctic Monkeys"})]),
 ("Find me a hotel in San Antonio, please", [LI52_HOTELS, LI52_WEATHER], [("hotel_finder", {"city": "San Antonio"})]),
 ("What did The Guardian say about the Denver floods?", [LI52_EVENTS, LI52_WEATHER], []),
 ("My Spanish teacher recommended reading more", [LI52_BOOKS, LI52_WEATHER], []),
]

S52_CLINIC = tool("find_clinic", "Search for medical practices in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, State', such as 'Austin, TX'."},
   "specialty": {"type": "string", "description": "The kind of practitioner, e.g. 'dentist'."}}, ["city"])
S52_BOOK = tool("book_appointment", "Book an appointment at a clinic.",
  {"clinic_id": {"type": "string", "description": "The id of the clinic."},
   "date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["clinic_id", "date"])
S52_ORDER = tool("get_order", "Look up an order by its number.",
  {"order_id": {"type": "string", "description": "The order number."}}, ["order_id"])
S52_REFUND = tool("refund_payment", "Refund a payment.",
  {"payment_id": {"type": "string", "description": "The id of the payment to refund."}}, ["payment_id"])
S52_WEATHER = tool("get_weather", "Get the current weather in a city.",
  {"city": {"type": "string", "description": "The city name."}}, ["city"])
S52_ROUTE = tool("plan_route", "Plan a route between two places.",
  {"origin": {"type": "string", "description": "Where the trip starts."},
   "destination": {"type": "string", "description": "Where the trip ends."},
   "mode": {"type": "string", "enum": ["driving", "cycling", "walking"], "description": "The way of travelling."}}, ["origin", "destination"])
S52_TAGS = tool("tag_note", "Attach tags to a note.",
  {"note_id": {"type": "integer", "description": "The id of the note."},
   "tags": {"type": "array", "items": {"type": "string"}, "description": "The tags to attach."}}, ["note_id", "tags"])
S52_LIST = tool("add_to_list", "Add items to the shopping list.",
  {"items": {"type": "array", "items": {"type": "string"}, "description": "The items to add."}}, ["items"])
S52_MAIL = tool("send_email", "Send an email.",
  {"recipients": {"type": "array", "items": {"type": "string"}, "description": "The email addresses to send to."},
   "body": {"type": "string", "description": "The text of the email."}}, ["recipients", "body"])
S52_LIGHTS = tool("switch_lights", "Switch the lights in one or more rooms on or off.",
  {"rooms": {"type": "array", "items": {"type": "string"}, "description": "The rooms."},
   "on": {"type": "boolean", "description": "True to switch on, false to switch off."}}, ["rooms", "on"])
S52_HOTEL = tool("find_hotel", "Find hotels in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
S52_EVENTS = tool("find_events", "Find events happening in a city.",
  {"city": {"type": "string", "description": "The city."}}, ["city"])
S52_TABLE = tool("reserve_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "The name of the restaurant."},
   "party_size": {"type": "integer", "description": "The number of people."}}, ["restaurant", "party_size"])
S52_REMIND = tool("create_reminder", "Create a reminder.",
  {"text": {"type": "string", "description": "What to be reminded of."},
   "time": {"type": "string", "description": "When, e.g. '6pm'."}}, ["text", "time"])
S52_TRACK = tool("track_parcel", "Track a parcel by its tracking number.",
  {"tracking_number": {"type": "string", "description": "The tracking number."}}, ["tracking_number"])
S52_FX = tool("convert_currency", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "The amount."},
   "from_currency": {"type": "string", "description": "The three-letter code of the currency to convert from."},
   "to_currency": {"type": "string", "description": "The three-letter code of the currency to convert to."}}, ["amount", "from_currency", "to_currency"])
S52_SONG = tool("play_song", "Play a song.",
  {"song": {"type": "string", "description": "The title of the song."},
   "artist": {"type": "string", "description": "The artist."}}, ["song"])
S52_THERMO = tool("set_thermostat", "Set the thermostat to a temperature.",
  {"temperature": {"type": "number", "description": "The temperature in degrees Celsius."}}, ["temperature"])
SEVERAL52: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Find a dentist in Austin, TX and book me in there", [S52_CLINIC, S52_BOOK], [("find_clinic", {"city": "Austin, TX", "specialty": "dentist"})]),
 ("Could you look up order 48213 and then refund it?", [S52_ORDER, S52_REFUND], [("get_order", {"order_id": "48213"})]),
 ("Check the weather in Utrecht so I can decide whether to cycle", [S52_WEATHER, S52_ROUTE], [("get_weather", {"city": "Utrecht"})]),
 ("What's it like outside in Ghent? I want to know if I should bike to work", [S52_WEATHER, S52_ROUTE], [("get_weather", {"city": "Ghent"})]),
 ("Tag note 12 with work, travel and receipts", [S52_TAGS, S52_LIST], [("tag_note", {"note_id": 12, "tags": ["work", "travel", "receipts"]})]),
 ("put eggs, milk and bread on the shopping list", [S52_LIST, S52_TAGS], [("add_to_list", {"items": ["eggs", "milk", "bread"]})]),
 ("Email bob@example.com and ana@example.com that the meeting moved to Friday", [S52_MAIL], [("send_email", {"recipients": ["bob@example.com", "ana@example.com"], "body": "the meeting moved to Friday"})]),
 ("Please switch off the lights in the kitchen and the hallway", [S52_LIGHTS, S52_THERMO], [("switch_lights", {"rooms": ["kitchen", "hallway"], "on": False})]),
 ("Find me a hotel in Porto, I'm going there for a conference", [S52_HOTEL, S52_EVENTS], [("find_hotel", {"city": "Porto"})]),
 ("I'm flying to Lyon for my sister's wedding, any hotels there?", [S52_HOTEL, S52_EVENTS], [("find_hotel", {"city": "Lyon"})]),
 ("Book a table at Lupa for 4, we're celebrating my mum's birthday", [S52_TABLE, S52_REMIND], [("reserve_table", {"restaurant": "Lupa", "party_size": 4})]),
 ("Get order 7781 and track the parcel it went out in", [S52_ORDER, S52_TRACK], [("get_order", {"order_id": "7781"})]),
 ("How much is 50 USD in EUR, I'm heading to Madrid next week", [S52_FX, S52_WEATHER], [("convert_currency", {"amount": 50, "from_currency": "USD", "to_currency": "EUR"})]),
 ("Play Bridge Over Troubled Water by Simon and Garfunkel", [S52_SONG, S52_THERMO], [("play_song", {"song": "Bridge Over Troubled Water", "artist": "Simon and Garfunkel"})]),
 ("Remind me at 6pm to pick up the kids, and thanks!", [S52_REMIND, S52_LIST], [("create_reminder", {"text": "pick up the kids", "time": "6pm"})]),
 ("Route me from Delft to Leiden by bike, and then tell me how long it takes", [S52_ROUTE, S52_WEATHER], [("plan_route", {"origin": "Delft", "destination": "Leiden", "mode": "cycling"})]),
 ("Locate a dermatologist in Boise, ID, then set up an appointment with them", [S52_CLINIC, S52_BOOK], [("find_clinic", {"city": "Boise, ID", "specialty": "dermatologist"})]),
 ("Set the heating to 21 degrees, it's freezing in here and the kids are cold", [S52_THERMO, S52_LIGHTS], [("set_thermostat", {"temperature": 21})]),
]
SEVERAL52_YES: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Check the weather in Utrecht and in Leiden", [S52_WEATHER, S52_ROUTE], [("get_weather", {"city": "Utrecht"}), ("get_weather", {"city": "Leiden"})]),
 ("Look up orders 48213 and 48214 for me", [S52_ORDER, S52_REFUND], [("get_order", {"order_id": "48213"}), ("get_order", {"order_id": "48214"})]),
 ("Refund payment PAY-19 and look up order 5120", [S52_REFUND, S52_ORDER], [("refund_payment", {"payment_id": "PAY-19"}), ("get_order", {"order_id": "5120"})]),
 ("Find hotels in Porto and in Braga", [S52_HOTEL, S52_EVENTS], [("find_hotel", {"city": "Porto"}), ("find_hotel", {"city": "Braga"})]),
 ("Find a hotel in Porto, and what events are on in Porto?", [S52_HOTEL, S52_EVENTS], [("find_hotel", {"city": "Porto"}), ("find_events", {"city": "Porto"})]),
 ("Book a table at Lupa for 4 and remind me at 6pm to buy flowers", [S52_TABLE, S52_REMIND], [("reserve_table", {"restaurant": "Lupa", "party_size": 4}), ("create_reminder", {"text": "buy flowers", "time": "6pm"})]),
 ("Reserve a table for 2 at Nopa, and one for 6 at Zuni", [S52_TABLE, S52_REMIND], [("reserve_table", {"restaurant": "Nopa", "party_size": 2}), ("reserve_table", {"restaurant": "Zuni", "party_size": 6})]),
 ("Track parcels ZX100 and ZX200", [S52_TRACK, S52_ORDER], [("track_parcel", {"tracking_number": "ZX100"}), ("track_parcel", {"tracking_number": "ZX200"})]),
 ("What's the weather in Oslo, and convert 50 USD to EUR", [S52_WEATHER, S52_FX], [("get_weather", {"city": "Oslo"}), ("convert_currency", {"amount": 50, "from_currency": "USD", "to_currency": "EUR"})]),
 ("Set the thermostat to 20 and play Yellow by Coldplay", [S52_THERMO, S52_SONG], [("set_thermostat", {"temperature": 20}), ("play_song", {"song": "Yellow", "artist": "Coldplay"})]),
 ("Find a dentist in Austin, TX, and a dermatologist in Dallas, TX", [S52_CLINIC, S52_BOOK], [("find_clinic", {"city": "Austin, TX", "specialty": "dentist"}), ("find_clinic", {"city": "Dallas, TX", "specialty": "dermatologist"})]),
 ("Check the weather in Ghent, then plan a route from Ghent to Bruges by bike", [S52_WEATHER, S52_ROUTE], [("get_weather", {"city": "Ghent"}), ("plan_route", {"origin": "Ghent", "destination": "Bruges", "mode": "cycling"})]),
]

C52_ISSUE = tool("get_issue", "Get a single issue of a repository by its number.",
  {"repo": {"type": "string", "description": "The repository, as 'owner/name'."},
   "issue_number": {"type": "integer", "description": "The number of the issue."}}, ["repo", "issue_number"])
C52_ISSUES = tool("list_issues", "List the issues of a repository, optionally filtered by state.",
  {"repo": {"type": "string", "description": "The repository, as 'owner/name'."},
   "state": {"type": "string", "enum": ["open", "closed", "all"], "description": "Which issues to list.", "default": "open"}}, ["repo"])
C52_FIND_ISSUES = tool("search_issues", "Search issues across all repositories by keywords.",
  {"query": {"type": "string", "description": "The keywords to search for."}}, ["query"])
C52_NEW_ISSUE = tool("create_issue", "Open a new issue in a repository.",
  {"repo": {"type": "string", "description": "The repository, as 'owner/name'."},
   "title": {"type": "string", "description": "The title of the new issue."}}, ["repo", "title"])
C52_NOW = tool("get_current_weather", "Current weather conditions for a city.",
  {"city": {"type": "string", "description": "The city name."}}, ["city"])
C52_AHEAD = tool("get_weather_forecast", "Weather forecast for the next days in a city.",
  {"city": {"type": "string", "description": "The city name."},
   "days": {"type": "integer", "description": "How many days ahead, 1 to 10.", "default": 3}}, ["city"])
C52_PAST = tool("get_historical_weather", "Recorded weather for a city on a past date.",
  {"city": {"type": "string", "description": "The city name."},
   "date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["city", "date"])
C52_PERSON = tool("get_person_profile", "Look up a person's professional profile by their full name.",
  {"full_name": {"type": "string", "description": "The person's full name."}}, ["full_name"])
C52_COMPANY = tool("get_company_profile", "Look up an organisation's profile: industry, size, headquarters.",
  {"company_name": {"type": "string", "description": "The name of the company."}}, ["company_name"])
C52_PEOPLE = tool("search_people", "Search people by job title and location.",
  {"title": {"type": "string", "description": "The job title."},
   "location": {"type": "string", "description": "The city or region."}}, ["title"])
C52_WEB = tool("web_search", "Search the web for any query.",
  {"query": {"type": "string", "description": "The search query."}}, ["query"])
C52_QUOTE = tool("get_stock_quote", "Get the latest price of a stock by its ticker symbol.",
  {"symbol": {"type": "string", "description": "The ticker symbol, e.g. 'AAPL'."}}, ["symbol"])
C52_FX = tool("get_exchange_rate", "Get the exchange rate between two currencies.",
  {"base": {"type": "string", "description": "The three-letter code of the currency to convert from, e.g. 'USD'."},
   "target": {"type": "string", "description": "The three-letter code of the currency to convert to."}}, ["base", "target"])
C52_ORDER = tool("get_order", "Get the details of one order by its id.",
  {"order_id": {"type": "string", "description": "The order id, e.g. 'ORD-1001'."}}, ["order_id"])
C52_ORDERS = tool("list_orders", "List a customer's past orders.",
  {"customer_id": {"type": "string", "description": "The customer id, e.g. 'C-77'."}}, ["customer_id"])
C52_TRACK = tool("track_shipment", "Track a parcel in transit by its tracking number.",
  {"tracking_number": {"type": "string", "description": "The carrier's tracking number, e.g. '1Z999AA10123456784'."}}, ["tracking_number"])
C52_CANCEL = tool("cancel_order", "Cancel an order that has not shipped yet.",
  {"order_id": {"type": "string", "description": "The order id, e.g. 'ORD-1001'."}}, ["order_id"])
C52_EVENTS = tool("list_events", "List the calendar events on a date.",
  {"date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["date"])
C52_NEW_EVENT = tool("create_event", "Create a calendar event.",
  {"title": {"type": "string", "description": "The event title."},
   "date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["title", "date"])
C52_FREE = tool("find_free_slots", "Find free time slots in the calendar on a date.",
  {"date": {"type": "string", "description": "The date, in the format 'YYYY-MM-DD'."}}, ["date"])
C52_TRACKS = tool("search_tracks", "Search songs by title or lyrics.",
  {"query": {"type": "string", "description": "Words of the song title or lyrics."}}, ["query"])
C52_ARTIST = tool("get_artist", "Get an artist's biography and top songs.",
  {"name": {"type": "string", "description": "The artist's name."}}, ["name"])
C52_ALBUM = tool("get_album", "Get an album's track list and release year.",
  {"title": {"type": "string", "description": "The album title."}}, ["title"])
C52_ISSUE_TOOLS = [C52_ISSUE, C52_ISSUES, C52_FIND_ISSUES, C52_NEW_ISSUE]
C52_WEATHER = [C52_NOW, C52_AHEAD, C52_PAST]
C52_WHO = [C52_PERSON, C52_COMPANY, C52_PEOPLE]
C52_MONEY = [C52_WEB, C52_QUOTE, C52_FX]
C52_SHOP = [C52_ORDER, C52_ORDERS, C52_TRACK, C52_CANCEL]
C52_CAL = [C52_EVENTS, C52_NEW_EVENT, C52_FREE]
C52_MUSIC = [C52_TRACKS, C52_ARTIST, C52_ALBUM]
CHOICE52: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Can you pull up issue 412 in acme/rocket?", C52_ISSUE_TOOLS, [("get_issue", {"repo": "acme/rocket", "issue_number": 412})]),
 ("what's still open over at acme/rocket", C52_ISSUE_TOOLS, [("list_issues", {"repo": "acme/rocket"})]),
 ("Has anyone reported a memory leak in websockets anywhere?", C52_ISSUE_TOOLS, [("search_issues", {"query": "memory leak in websockets"})]),
 ("File a bug on acme/rocket titled 'Login button does nothing'", C52_ISSUE_TOOLS, [("create_issue", {"repo": "acme/rocket", "title": "Login button does nothing"})]),
 ("Is it raining in Bergen right now?", C52_WEATHER, [("get_current_weather", {"city": "Bergen"})]),
 ("Will I need an umbrella in Bergen over the next 5 days?", C52_WEATHER, [("get_weather_forecast", {"city": "Bergen", "days": 5})]),
 ("What's the weather like in Bergen tomorrow?", C52_WEATHER, [("get_weather_forecast", {"city": "Bergen"})]),
 ("what will it be like in Bergen this weekend, weather-wise", C52_WEATHER, [("get_weather_forecast", {"city": "Bergen"})]),
 ("Is it going to snow in Bergen?", C52_WEATHER, [("get_weather_forecast", {"city": "Bergen"})]),
 ("How cold was it in Bergen on 2024-01-15?", C52_WEATHER, [("get_historical_weather", {"city": "Bergen", "date": "2024-01-15"})]),
 ("Tell me about Stripe as a company", C52_WHO, [("get_company_profile", {"company_name": "Stripe"})]),
 ("I'm meeting Dana Whitfield tomorrow, what's her background?", C52_WHO, [("get_person_profile", {"full_name": "Dana Whitfield"})]),
 ("Find me product managers based in Toronto", C52_WHO, [("search_people", {"title": "product managers", "location": "Toronto"})]),
 ("How much is TSLA trading at?", C52_MONEY, [("get_stock_quote", {"symbol": "TSLA"})]),
 ("How many yen do I get for one EUR today?", C52_MONEY, [("get_exchange_rate", {"base": "EUR", "target": "JPY"})]),
 ("Look up the history of the Dutch tulip mania", C52_MONEY, [("web_search", {"query": "the history of the Dutch tulip mania"})]),
 ("Where is my parcel 1Z999AA10123456784?", C52_SHOP, [("track_shipment", {"tracking_number": "1Z999AA10123456784"})]),
 ("Show me everything customer C-77 has bought", C52_SHOP, [("list_orders", {"customer_id": "C-77"})]),
 ("I changed my mind, don't send ORD-2231", C52_SHOP, [("cancel_order", {"order_id": "ORD-2231"})]),
 ("What was in order ORD-2231?", C52_SHOP, [("get_order", {"order_id": "ORD-2231"})]),
 ("When am I free on 2027-03-04?", C52_CAL, [("find_free_slots", {"date": "2027-03-04"})]),
 ("What do I have on 2027-03-04?", C52_CAL, [("list_events", {"date": "2027-03-04"})]),
 ("Who is Nina Simone?", C52_MUSIC, [("get_artist", {"name": "Nina Simone"})]),
 ("Which songs are on the album Blue Train?", C52_MUSIC, [("get_album", {"title": "Blue Train"})]),
 ("There's a song that goes 'we were young and reckless', what is it?", C52_MUSIC, [("search_tracks", {"query": "we were young and reckless"})]),
]
CHOICE52_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How do I write a good bug report?", C52_ISSUE_TOOLS, []),
 ("Why is the sky blue?", C52_WEATHER, []),
 ("Should I buy TSLA?", [C52_QUOTE, C52_FX], []),
 ("What's your return policy?", C52_SHOP, []),
 ("Who wrote the song Yesterday?", [C52_ALBUM], []),
]

FM52_DENTIST = tool("book_dental_visit", "Book a visit at the dental office.",
  {"visit_date": {"type": "string", "description": "The day of the visit, in the format YYYY-MM-DD."},
   "patient_name": {"type": "string", "description": "The full name of the patient."}}, ["visit_date", "patient_name"])
FM52_REPORT = tool("get_sales_report", "Get the monthly sales report.",
  {"month": {"type": "string", "description": "The month of the report, formatted as YYYY-MM, e.g. 2024-07."}}, ["month"])
FM52_MEETING = tool("schedule_call", "Schedule a phone call with a client.",
  {"client": {"type": "string", "description": "The client's name."},
   "start_time": {"type": "string", "description": "The start time in 24-hour format HH:MM, e.g. 09:30."}}, ["client", "start_time"])
FM52_AIR = tool("check_air_quality", "Check the air quality index for a location.",
  {"location": {"type": "string", "description": "The location, in the format 'City, Country', e.g. 'Madrid, Spain'."}}, ["location"])
FM52_PLUMBER = tool("find_plumbers", "Find licensed plumbers in an area.",
  {"area": {"type": "string", "description": "The city and state, e.g. 'San Francisco, CA'."}}, ["area"])
FM52_FLIGHT = tool("book_seat", "Book a seat on a flight.",
  {"flight_number": {"type": "string", "description": "The flight number, such as 'UA123'."},
   "cabin": {"type": "string", "enum": ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST_CLASS"], "description": "The cabin class."}}, ["flight_number", "cabin"])
FM52_TRAIN = tool("buy_rail_ticket", "Buy a train ticket between two stations.",
  {"origin": {"type": "string", "description": "The departure station."},
   "destination": {"type": "string", "description": "The arrival station."},
   "fare_class": {"type": "string", "enum": ["economy", "standard", "premium"], "description": "The fare class."}}, ["origin", "destination", "fare_class"])
FM52_LODGE = tool("search_lodging", "Search for hotels in a city.",
  {"city": {"type": "string", "description": "The city name."},
   "rating": {"type": "string", "enum": ["three_star", "four_star", "five_star"], "description": "The hotel star rating."}}, ["city", "rating"])
FM52_BUDGET = tool("set_budget_limit", "Set the spending limit for a budget category.",
  {"category": {"type": "string", "description": "The budget category, e.g. 'groceries'."},
   "limit": {"type": "number", "description": "The limit in dollars."}}, ["category", "limit"])
FM52_SHIRT = tool("order_shirt", "Order a t-shirt from the shop.",
  {"size": {"type": "string", "enum": ["S", "M", "L", "XL"], "description": "The shirt size."},
   "color": {"type": "string", "description": "The colour of the shirt."}}, ["size", "color"])
FORMS52: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Book me at the dentist on the 3rd of March 2027, name's Ana Ruiz", [FM52_DENTIST], [("book_dental_visit", {"visit_date": "2027-03-03", "patient_name": "Ana Ruiz"})]),
 ("Can you get Tom Baker a dental visit for March 14th, 2027?", [FM52_DENTIST], [("book_dental_visit", {"visit_date": "2027-03-14", "patient_name": "Tom Baker"})]),
 ("Dentist appointment for Lia Chen on 14 April 2027 please", [FM52_DENTIST], [("book_dental_visit", {"visit_date": "2027-04-14", "patient_name": "Lia Chen"})]),
 ("Pull the sales report for March 2027", [FM52_REPORT], [("get_sales_report", {"month": "2027-03"})]),
 ("I need last year's December sales report, December 2026", [FM52_REPORT], [("get_sales_report", {"month": "2026-12"})]),
 ("Set up a call with Acme at half past two in the afternoon", [FM52_MEETING], [("schedule_call", {"client": "Acme", "start_time": "14:30"})]),
 ("Schedule a call with Globex at 3pm", [FM52_MEETING], [("schedule_call", {"client": "Globex", "start_time": "15:00"})]),
 ("Put in a call with Initech at 9:15 am", [FM52_MEETING], [("schedule_call", {"client": "Initech", "start_time": "09:15"})]),
 ("How's the air in Berlin, Germany today?", [FM52_AIR], [("check_air_quality", {"location": "Berlin, Germany"})]),
 ("Is the air quality bad in Lyon France right now?", [FM52_AIR], [("check_air_quality", {"location": "Lyon, France"})]),
 ("I need a plumber in Austin, Texas", [FM52_PLUMBER], [("find_plumbers", {"area": "Austin, TX"})]),
 ("Find plumbers around Portland Oregon", [FM52_PLUMBER], [("find_plumbers", {"area": "Portland, OR"})]),
 ("Put me in first class on UA123", [FM52_FLIGHT], [("book_seat", {"flight_number": "UA123", "cabin": "FIRST_CLASS"})]),
 ("Book a premium economy seat on flight DL45", [FM52_FLIGHT], [("book_seat", {"flight_number": "DL45", "cabin": "PREMIUM_ECONOMY"})]),
 ("Get me an econ train ticket from Leeds to York", [FM52_TRAIN], [("buy_rail_ticket", {"origin": "Leeds", "destination": "York", "fare_class": "economy"})]),
 ("Find a 5 star hotel in Dubai", [FM52_LODGE], [("search_lodging", {"city": "Dubai", "rating": "five_star"})]),
 ("Any four-star hotels in Porto?", [FM52_LODGE], [("search_lodging", {"city": "Porto", "rating": "four_star"})]),
 ("Cap my dining out budget at $1.5k", [FM52_BUDGET], [("set_budget_limit", {"category": "dining out", "limit": 1500})]),
 ("Order a medium shirt in navy", [FM52_SHIRT], [("order_shirt", {"size": "M", "color": "navy"})]),
 ("I'd like an extra large t-shirt, black", [FM52_SHIRT], [("order_shirt", {"size": "XL", "color": "black"})]),
]
FORMS52_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What happened on the 3rd of March 1857?", [FM52_DENTIST], []),
 ("How often should I see the dentist?", [FM52_DENTIST], []),
 ("What were the best selling cars in March 2026?", [FM52_REPORT], []),
 ("What time is half past two in the afternoon in Tokyo?", [FM52_MEETING], []),
 ("What's the population of Berlin, Germany?", [FM52_AIR], []),
 ("What's the capital of Texas?", [FM52_PLUMBER], []),
 ("Is first class worth the money?", [FM52_FLIGHT], []),
 ("How long is the train from Leeds to York?", [FM52_TRAIN], []),
 ("What does a 5 star rating mean for hotels?", [FM52_LODGE], []),
 ("How much is $1.5k in euros?", [FM52_BUDGET], []),
 ("What size shirt fits a 40 inch chest?", [FM52_SHIRT], []),
]
SY53_EMAIL = tool("send_email", "Sends an email message to one recipient.",
  {"to": {"type": "string", "description": "Recipient email address."},
   "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Plain-text body of the message."}}, ["to", "body"])
SY53_SMS = tool("sendSms", "Send an SMS text message to a phone number or saved contact.",
  {"recipient": {"type": "string", "description": "Phone number in E.164 format or the contact's name."},
   "message": {"type": "string", "description": "The text of the message."}}, ["recipient", "message"])
SY53_ALARM = tool("create_alarm", "Creates an alarm on the device.",
  {"time": {"type": "string", "description": "Alarm time, 24-hour HH:MM."},
   "label": {"type": "string", "description": "Optional label shown when the alarm rings."}}, ["time"])
SY53_TIMER = tool("start_timer", "Starts a countdown timer.",
  {"duration_seconds": {"type": "integer", "description": "Length of the timer in seconds."}}, ["duration_seconds"])
SY53_LIGHT = tool("set_light_brightness", "Set the brightness level of a smart light.",
  {"light": {"type": "string", "description": "Name of the light, e.g. 'hall lamp'."},
   "brightness": {"type": "integer", "description": "Brightness in percent, 0-100."}}, ["light", "brightness"])
SY53_VM = tool("create_instance", "Launches a new compute instance.",
  {"name": {"type": "string", "description": "The instance name."},
   "machine_type": {"type": "string", "enum": ["small", "medium", "large"], "description": "The machine size.", "default": "small"}}, ["name"])
SY53_VM_LIST = tool("list_instances", "Lists compute instances in the project.",
  {"status": {"type": "string", "enum": ["running", "stopped"], "description": "Filter by status."}}, [])
SY53_PIPE = tool("trigger_pipeline", "Triggers a run of a CI/CD pipeline.",
  {"pipeline": {"type": "string", "description": "The pipeline name."},
   "branch": {"type": "string", "description": "Branch to run on.", "default": "main"}}, ["pipeline"])
SY53_PIPE_RUNS = tool("get_pipeline_runs", "Returns recent runs of a pipeline.",
  {"pipeline": {"type": "string", "description": "The pipeline name."}}, ["pipeline"])
SY53_FILE_DEL = tool("delete_file", "Permanently deletes a file from the workspace.",
  {"path": {"type": "string", "description": "Path of the file."}}, ["path"])
SY53_FILE_READ = tool("read_file", "Reads the contents of a file.",
  {"path": {"type": "string", "description": "Path of the file."}}, ["path"])
SY53_BOOKMARK = tool("saveLink", "Save a URL to the user's reading list.",
  {"url": {"type": "string", "description": "The URL to save."}}, ["url"])
SY53_TOPUP = tool("reload_card", "Adds funds to a prepaid transit card.",
  {"card_id": {"type": "string", "description": "The card number."},
   "amount": {"type": "number", "description": "Amount in USD."}}, ["card_id", "amount"])
SY53_BALANCE = tool("get_card_balance", "Gets the remaining balance on a prepaid transit card.",
  {"card_id": {"type": "string", "description": "The card number."}}, ["card_id"])
SY53_SUM = tool("sum_numbers", "Returns the sum of a list of numbers.",
  {"numbers": {"type": "array", "items": {"type": "number"}, "description": "The numbers to add."}}, ["numbers"])
SY53_PTO = tool("request_time_off", "Submit a paid time off request for approval.",
  {"start_date": {"type": "string", "description": "First day off, YYYY-MM-DD."},
   "end_date": {"type": "string", "description": "Last day off, YYYY-MM-DD."}}, ["start_date", "end_date"])
SY53_CACHE = tool("purge_cache", "Purges the CDN cache for a zone.",
  {"zone_id": {"type": "string", "description": "The zone identifier."}}, ["zone_id"])
SY53_PLAY = tool("play_track", "Starts playback of a track on the active device.",
  {"track_name": {"type": "string", "description": "The title of the track."}}, ["track_name"])
SY53_PAUSE = tool("pause_playback", "Pauses playback on the active device.", {}, [])
SY53_CALLER = tool("reverse_phone_lookup", "Returns the owner name and carrier for a phone number.",
  {"phone_number": {"type": "string", "description": "The phone number to look up."}}, ["phone_number"])
SY53_DND = tool("enable_do_not_disturb", "Turns on Do Not Disturb so notifications are silenced.",
  {"duration_minutes": {"type": "integer", "description": "How long to keep it on, in minutes."}}, ["duration_minutes"])
SY53_RESERVE = tool("create_reservation", "Reserves a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "The restaurant name."},
   "party_size": {"type": "integer", "description": "Number of guests."}}, ["restaurant", "party_size"])
SY53_TRANSLATE = tool("detect_language", "Detects the language of a piece of text.",
  {"text": {"type": "string", "description": "The text."}}, ["text"])
SY53_FOLLOW = tool("follow_user", "Follows a user account.",
  {"username": {"type": "string", "description": "The handle, without the @."}}, ["username"])
SY53_UNFOLLOW = tool("unfollow_user", "Stops following a user account.",
  {"username": {"type": "string", "description": "The handle, without the @."}}, ["username"])
SYNONYMS53: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Fire off a note to lena@acme.io saying the deck is ready", [SY53_EMAIL, SY53_SMS], [("send_email", {"to": "lena@acme.io", "body": "the deck is ready"})]),
 ("shoot Priya a text: running 10 min late", [SY53_EMAIL, SY53_SMS], [("sendSms", {"recipient": "Priya", "message": "running 10 min late"})]),
 ("wake me up at 6:30 tomorrow", [SY53_ALARM, SY53_TIMER], [("create_alarm", {"time": "06:30"})]),
 ("Give me a heads up in 15 minutes", [SY53_ALARM, SY53_TIMER], [("start_timer", {"duration_seconds": 900})]),
 ("dim the hall lamp to 30%", [SY53_LIGHT], [("set_light_brightness", {"light": "hall lamp", "brightness": 30})]),
 ("Spin up a box called web-3", [SY53_VM, SY53_VM_LIST], [("create_instance", {"name": "web-3"})]),
 ("Which of our servers are up at the moment?", [SY53_VM, SY53_VM_LIST], [("list_instances", {"status": "running"})]),
 ("kick off the deploy-prod pipeline", [SY53_PIPE, SY53_PIPE_RUNS], [("trigger_pipeline", {"pipeline": "deploy-prod"})]),
 ("Rerun nightly-tests on branch release-2", [SY53_PIPE, SY53_PIPE_RUNS], [("trigger_pipeline", {"pipeline": "nightly-tests", "branch": "release-2"})]),
 ("Bin notes/old_draft.txt, I don't need it", [SY53_FILE_DEL, SY53_FILE_READ], [("delete_file", {"path": "notes/old_draft.txt"})]),
 ("whats inside config/app.yaml", [SY53_FILE_DEL, SY53_FILE_READ], [("read_file", {"path": "config/app.yaml"})]),
 ("Bookmark https://example.com/long-read for later", [SY53_BOOKMARK], [("saveLink", {"url": "https://example.com/long-read"})]),
 ("top up transit card 4411 with $20", [SY53_TOPUP, SY53_BALANCE], [("reload_card", {"card_id": "4411", "amount": 20})]),
 ("How much is left on card 4411?", [SY53_TOPUP, SY53_BALANCE], [("get_card_balance", {"card_id": "4411"})]),
 ("Tally up 45, 67 and 12", [SY53_SUM], [("sum_numbers", {"numbers": [45, 67, 12]})]),
 ("I want to take 2027-07-05 through 2027-07-09 off", [SY53_PTO], [("request_time_off", {"start_date": "2027-07-05", "end_date": "2027-07-09"})]),
 ("Flush the cdn cache for zone z-88", [SY53_CACHE], [("purge_cache", {"zone_id": "z-88"})]),
 ("Put on Clair de Lune", [SY53_PLAY, SY53_PAUSE], [("play_track", {"track_name": "Clair de Lune"})]),
 ("hold the music a sec", [SY53_PLAY, SY53_PAUSE], [("pause_playback", {})]),
 ("who owns the number 415-555-0133?", [SY53_CALLER, SY53_SMS], [("reverse_phone_lookup", {"phone_number": "415-555-0133"})]),
 ("Silence my notifications for 45 minutes", [SY53_DND], [("enable_do_not_disturb", {"duration_minutes": 45})]),
 ("grab us a table for 4 at Nopa", [SY53_RESERVE], [("create_reservation", {"restaurant": "Nopa", "party_size": 4})]),
 ("What language is 'dziękuję bardzo' in?", [SY53_TRANSLATE], [("detect_language", {"text": "dziękuję bardzo"})]),
 ("Stop following @gracehopper", [SY53_FOLLOW, SY53_UNFOLLOW], [("unfollow_user", {"username": "gracehopper"})]),
]
SYNONYMS53_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's a polite way to end a work email?", [SY53_EMAIL], []),
 ("Is it rude to text someone that you're late?", [SY53_SMS], []),
 ("Why do alarm clocks tick?", [SY53_ALARM], []),
 ("Why does my lamp flicker when it's dimmed?", [SY53_LIGHT], []),
 ("Shut down the box called web-3", [SY53_VM], []),
 ("What does it mean to spin up a server?", [SY53_VM, SY53_VM_LIST], []),
 ("Who kicked off the last deploy-prod run?", [SY53_PIPE], []),
 ("Restore notes/old_draft.txt from the bin", [SY53_FILE_DEL], []),
 ("remove https://example.com/long-read from my reading list", [SY53_BOOKMARK], []),
 ("Add milk to my shopping list", [SY53_SUM], []),
 ("How many vacation days do people get in France?", [SY53_PTO], []),
 ("How do I clear my browser cache?", [SY53_CACHE], []),
 ("Who composed Clair de Lune?", [SY53_PLAY], []),
 ("Cancel my table at Nopa", [SY53_RESERVE], []),
]
CT53_FLIGHTS = tool("searchFlights", "Search one-way flights from an origin to a destination.",
  {"origin": {"type": "string", "description": "Departure city or IATA airport code."},
   "destination": {"type": "string", "description": "Arrival city or IATA airport code."},
   "departureDate": {"type": "string", "description": "Date of departure, YYYY-MM-DD."},
   "adults": {"type": "integer", "description": "Number of adult passengers.", "default": 1}}, ["origin", "destination"])
CT53_QUOTES = tool("get_quotes", "Returns real-time quotes for one or more ticker symbols.",
  {"symbols": {"type": "array", "items": {"type": "string"}, "description": "Ticker symbols, e.g. ['AAPL', 'GOOG']."}}, ["symbols"])
CT53_QUOTE = tool("get_quote", "Returns the real-time quote for a ticker symbol.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. 'AAPL'."}}, ["symbol"])
CT53_NEWS = tool("get_company_news", "Latest news articles about a company.",
  {"company": {"type": "string", "description": "The company name."}}, ["company"])
CT53_UNITS = tool("convert_length", "Convert a length from one unit to another.",
  {"value": {"type": "number", "description": "The length to convert."},
   "from_unit": {"type": "string", "enum": ["m", "km", "mi", "ft"], "description": "Unit of the given value."},
   "to_unit": {"type": "string", "enum": ["m", "km", "mi", "ft"], "description": "Unit to convert to."}}, ["value", "from_unit", "to_unit"])
CT53_TABLE = tool("create_reservation", "Create a restaurant reservation.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."},
   "party_size": {"type": "integer", "description": "Number of guests."},
   "time": {"type": "string", "description": "Reservation time, HH:MM in 24-hour format."}}, ["restaurant_name", "party_size", "time"])
CT53_MENU = tool("get_menu", "Get the menu of a restaurant.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."}}, ["restaurant_name"])
CT53_GROCERY = tool("addGroceryItems", "Adds items to the user's grocery list.",
  {"items": {"type": "array", "items": {"type": "string"}, "description": "Names of the items to add."}}, ["items"])
CT53_MEETING = tool("create_meeting", "Schedule a meeting on the user's calendar.",
  {"subject": {"type": "string", "description": "Subject of the meeting."},
   "attendees": {"type": "array", "items": {"type": "string"}, "description": "Names of the people to invite."},
   "start": {"type": "string", "description": "Start time, HH:MM (24h)."},
   "end": {"type": "string", "description": "End time, HH:MM (24h)."}}, ["attendees", "start"])
CT53_BLOCK = tool("block_time", "Block a time range on the calendar as busy.",
  {"start_time": {"type": "string", "description": "Start of the range, 24-hour HH:MM."},
   "end_time": {"type": "string", "description": "End of the range, 24-hour HH:MM."},
   "reason": {"type": "string", "description": "Optional note shown on the block."}}, ["start_time", "end_time"])
CT53_TRANSLATE = tool("translate_text", "Translate a text into one or more target languages.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_languages": {"type": "array", "items": {"type": "string"}, "description": "Names of the target languages, e.g. ['German']."}}, ["text", "target_languages"])
CT53_TRANSLATE1 = tool("translate", "Translate a text into a language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "Name of the target language, e.g. 'German'."}}, ["text", "target_language"])
CT53_DISTANCE = tool("get_distance", "Driving distance between two cities.",
  {"city_a": {"type": "string", "description": "First city."},
   "city_b": {"type": "string", "description": "Second city."}}, ["city_a", "city_b"])
CT53_SMS = tool("send_sms", "Send a text message to one or more phone numbers.",
  {"to": {"type": "array", "items": {"type": "string"}, "description": "Recipient phone numbers."},
   "message": {"type": "string", "description": "The message body."}}, ["to", "message"])
CT53_HOTELS = tool("search_hotels", "Search hotels available in a city for a stay.",
  {"city": {"type": "string", "description": "The city."},
   "check_in": {"type": "string", "description": "Check-in date, YYYY-MM-DD."},
   "check_out": {"type": "string", "description": "Check-out date, YYYY-MM-DD."}}, ["city", "check_in", "check_out"])
CT53_WEATHER_MANY = tool("get_weather_batch", "Current weather for a list of cities.",
  {"cities": {"type": "array", "items": {"type": "string"}, "description": "City names."}}, ["cities"])
CT53_WEATHER = tool("get_weather", "Current weather for a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])
CT53_DELETE = tool("delete_messages", "Delete messages from the inbox by id.",
  {"message_ids": {"type": "array", "items": {"type": "integer"}, "description": "Ids of the messages to delete."}}, ["message_ids"])
CT53_PRODUCTS = tool("search_products", "Search the catalogue for products.",
  {"query": {"type": "string", "description": "What to search for."},
   "min_price": {"type": "number", "description": "Lowest price in USD."},
   "max_price": {"type": "number", "description": "Highest price in USD."}}, ["query"])
CT53_ALARM = tool("set_alarm", "Set an alarm.",
  {"time": {"type": "string", "description": "Alarm time, HH:MM 24-hour."}}, ["time"])
CT53_CHANNEL = tool("invite_to_channel", "Invite users to a Slack channel.",
  {"channel": {"type": "string", "description": "The channel name."},
   "users": {"type": "array", "items": {"type": "string"}, "description": "Usernames to invite."}}, ["channel", "users"])
CT53_FX = tool("convert_currency", "Convert an amount between two currencies.",
  {"amount": {"type": "number", "description": "Amount to convert."},
   "from": {"type": "string", "description": "ISO code of the source currency, e.g. EUR."},
   "to": {"type": "string", "description": "ISO code of the target currency, e.g. USD."}}, ["amount", "from", "to"])
COUNT53: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("any flights between Oslo and Rome?", [CT53_FLIGHTS, CT53_HOTELS], [("searchFlights", {"origin": "Oslo", "destination": "Rome"})]),
 ("compare AAPL and MSFT for me", [CT53_QUOTES, CT53_NEWS], [("get_quotes", {"symbols": ["AAPL", "MSFT"]})]),
 ("quotes on NVDA, AMD and INTC pls", [CT53_QUOTES, CT53_NEWS], [("get_quotes", {"symbols": ["NVDA", "AMD", "INTC"]})]),
 ("convert 5 miles and tell me in km", [CT53_UNITS, CT53_DISTANCE], [("convert_length", {"value": 5, "from_unit": "mi", "to_unit": "km"})]),
 ("Book a table for 2 at Nopa at 19:00 and text me the confirmation", [CT53_TABLE, CT53_MENU], [("create_reservation", {"restaurant_name": "Nopa", "party_size": 2, "time": "19:00"})]),
 ("add eggs and milk to my list", [CT53_GROCERY, CT53_ALARM], [("addGroceryItems", {"items": ["eggs", "milk"]})]),
 ("Grocery list: rice, lentils, coriander", [CT53_GROCERY, CT53_ALARM], [("addGroceryItems", {"items": ["rice", "lentils", "coriander"]})]),
 ("set up a meeting with Ann and Bob at 10:00", [CT53_MEETING, CT53_BLOCK], [("create_meeting", {"attendees": ["Ann", "Bob"], "start": "10:00"})]),
 ("block my calendar from 3 to 5 pm", [CT53_BLOCK, CT53_MEETING], [("block_time", {"start_time": "15:00", "end_time": "17:00"})]),
 ("Can you mark me busy between 13:00 and 14:30?", [CT53_BLOCK, CT53_ALARM], [("block_time", {"start_time": "13:00", "end_time": "14:30"})]),
 ("translate 'good morning' into French and Spanish", [CT53_TRANSLATE, CT53_MENU], [("translate_text", {"text": "good morning", "target_languages": ["French", "Spanish"]})]),
 ("tranlsate 'thank you' to german and italian plz", [CT53_TRANSLATE, CT53_NEWS], [("translate_text", {"text": "thank you", "target_languages": ["german", "italian"]})]),
 ("How far is Lyon from Marseille by car?", [CT53_DISTANCE, CT53_WEATHER], [("get_distance", {"city_a": "Lyon", "city_b": "Marseille"})]),
 ("text 555-0101 and 555-0102 that I'm running late", [CT53_SMS, CT53_ALARM], [("send_sms", {"to": ["555-0101", "555-0102"], "message": "I'm running late"})]),
 ("hotel in Lisbon from 2027-06-01 to 2027-06-04", [CT53_HOTELS, CT53_FLIGHTS], [("search_hotels", {"city": "Lisbon", "check_in": "2027-06-01", "check_out": "2027-06-04"})]),
 ("What's the weather in Oslo and Rome right now?", [CT53_WEATHER_MANY, CT53_DISTANCE], [("get_weather_batch", {"cities": ["Oslo", "Rome"]})]),
 ("delete messages 14, 15 and 16", [CT53_DELETE, CT53_SMS], [("delete_messages", {"message_ids": [14, 15, 16]})]),
 ("show me headphones between $50 and $100", [CT53_PRODUCTS, CT53_QUOTES], [("search_products", {"query": "headphones", "min_price": 50, "max_price": 100})]),
 ("could you set an alarm for 06:30 and also make me coffee lol", [CT53_ALARM, CT53_GROCERY], [("set_alarm", {"time": "06:30"})]),
 ("Add maria and ken to #design", [CT53_CHANNEL, CT53_SMS], [("invite_to_channel", {"channel": "design", "users": ["maria", "ken"]})]),
 ("how are AAPL and MSFT doing", [CT53_QUOTES, CT53_NEWS], [("get_quotes", {"symbols": ["AAPL", "MSFT"]})]),
 ("Latest news on Procter and Gamble?", [CT53_NEWS, CT53_QUOTE], [("get_company_news", {"company": "Procter and Gamble"})]),
 ("Fly me from Oslo to Rome on 2027-05-02 and find a hotel there too", [CT53_FLIGHTS, CT53_QUOTE], [("searchFlights", {"origin": "Oslo", "destination": "Rome", "departureDate": "2027-05-02"})]),
]
COUNT53_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Which is older, Oslo or Rome?", [CT53_FLIGHTS, CT53_HOTELS], []),
 ("Is Apple or Microsoft a nicer place to work?", [CT53_QUOTES, CT53_ALARM], []),
 ("Is French or Spanish easier to learn?", [CT53_TRANSLATE, CT53_MENU], []),
 ("Why are there 5280 feet in a mile?", [CT53_UNITS, CT53_ALARM], []),
 ("What's the difference between eggs and egg whites in protein?", [CT53_GROCERY, CT53_ALARM], []),
 ("How do I politely decline a meeting with Ann and Bob?", [CT53_MEETING, CT53_BLOCK], []),
 ("Which is warmer in winter, Oslo or Rome?", [CT53_DISTANCE, CT53_FLIGHTS], []),
 ("How many people live in Lyon and Marseille combined?", [CT53_DISTANCE, CT53_HOTELS], []),
 ("What are good headphones for running?", [CT53_QUOTES, CT53_SMS], []),
]
COUNT53_YES: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("weather in Oslo and in Rome", [CT53_WEATHER, CT53_DISTANCE], [("get_weather", {"city": "Oslo"}), ("get_weather", {"city": "Rome"})]),
 ("quote for AAPL and MSFT", [CT53_QUOTE, CT53_NEWS], [("get_quote", {"symbol": "AAPL"}), ("get_quote", {"symbol": "MSFT"})]),
 ("translate 'hello' into French and into German", [CT53_TRANSLATE1, CT53_MENU], [("translate", {"text": "hello", "target_language": "French"}), ("translate", {"text": "hello", "target_language": "German"})]),
 ("flights from Oslo to Rome and from Rome to Paris", [CT53_FLIGHTS, CT53_HOTELS], [("searchFlights", {"origin": "Oslo", "destination": "Rome"}), ("searchFlights", {"origin": "Rome", "destination": "Paris"})]),
 ("convert 5 mi to km and 300 ft to m", [CT53_UNITS, CT53_DISTANCE], [("convert_length", {"value": 5, "from_unit": "mi", "to_unit": "km"}), ("convert_length", {"value": 300, "from_unit": "ft", "to_unit": "m"})]),
 ("set alarms for 06:00 and 06:30", [CT53_ALARM, CT53_BLOCK], [("set_alarm", {"time": "06:00"}), ("set_alarm", {"time": "06:30"})]),
 ("Get the menu of Nopa and the menu of Zuni", [CT53_MENU, CT53_TABLE], [("get_menu", {"restaurant_name": "Nopa"}), ("get_menu", {"restaurant_name": "Zuni"})]),
 ("add eggs to my grocery list and set an alarm for 07:00", [CT53_GROCERY, CT53_ALARM], [("addGroceryItems", {"items": ["eggs"]}), ("set_alarm", {"time": "07:00"})]),
 ("Weather in Oslo, and how far is Oslo from Bergen?", [CT53_WEATHER, CT53_DISTANCE], [("get_weather", {"city": "Oslo"}), ("get_distance", {"city_a": "Oslo", "city_b": "Bergen"})]),
 ("How much is 200 EUR in USD and GBP?", [CT53_FX, CT53_QUOTE], [("convert_currency", {"amount": 200, "from": "EUR", "to": "USD"}), ("convert_currency", {"amount": 200, "from": "EUR", "to": "GBP"})]),
 ("Reserve Zuni for 4 at 20:00 then show me its menu", [CT53_TABLE, CT53_MENU], [("create_reservation", {"restaurant_name": "Zuni", "party_size": 4, "time": "20:00"}), ("get_menu", {"restaurant_name": "Zuni"})]),
 ("news on Tesla and on Ford", [CT53_NEWS, CT53_QUOTE], [("get_company_news", {"company": "Tesla"}), ("get_company_news", {"company": "Ford"})]),
]
L53_BOOKS = tool("search_books", "Search the library catalogue.",
  {"title": {"type": "string", "description": "Title words."}, "author": {"type": "string", "description": "Author's name.", "default": ""},
   "language": {"type": "string", "description": "Language of the edition.", "default": "English"}}, ["title"])
L53_REST = tool("find_restaurants", "Find restaurants in a city.",
  {"location": {"type": "string", "description": "City, e.g. Austin, TX"}, "cuisine": {"type": "string", "description": "Type of food, e.g. Thai.", "default": "any"},
   "price": {"type": "string", "description": "Price level.", "default": "moderate", "enum": ["cheap", "moderate", "expensive"]}}, ["location"])
L53_JOBS = tool("search_jobs", "Search job listings.",
  {"keywords": {"type": "string", "description": "Job title or skills."}, "location": {"type": "string", "description": "City or region.", "default": "anywhere"},
   "company": {"type": "string", "description": "Employer name.", "default": ""}}, ["keywords"])
L53_NEWS = tool("get_news", "Latest news articles.",
  {"topic": {"type": "string", "description": "Topic to search."}, "source": {"type": "string", "description": "News outlet, e.g. BBC.", "default": "all"},
   "country": {"type": "string", "description": "Country code.", "default": "us"}}, ["topic"])
L53_RIDE = tool("book_ride", "Book a taxi ride.",
  {"destination": {"type": "string", "description": "Where to go."}, "pickup": {"type": "string", "description": "Pickup address.", "default": "current location"},
   "car_type": {"type": "string", "description": "Type of car.", "default": "standard", "enum": ["standard", "xl", "luxury"]}}, ["destination"])
L53_FLIGHT = tool("search_flights", "Search flights.",
  {"origin": {"type": "string", "description": "Origin airport or city."}, "destination": {"type": "string", "description": "Destination airport or city."},
   "airline": {"type": "string", "description": "Preferred airline.", "default": "any"},
   "seat_class": {"type": "string", "description": "Cabin.", "default": "economy", "enum": ["economy", "business", "first"]}}, ["origin", "destination"])
L53_MOVIE = tool("find_movies", "Find movies playing near a location.",
  {"location": {"type": "string", "description": "City."}, "genre": {"type": "string", "description": "Genre.", "default": "any"},
   "theater": {"type": "string", "description": "Theater name.", "default": "any"}}, ["location"])
L53_WEATHER = tool("get_weather", "Current weather.", {"city": {"type": "string", "description": "City name."}}, ["city"])
LEAD53: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Find books called Dune by Frank Herbert", [L53_BOOKS, L53_WEATHER], [("search_books", {"title": "Dune", "author": "Frank Herbert"})]),
 ("Look up The Little Prince in French", [L53_BOOKS, L53_WEATHER], [("search_books", {"title": "The Little Prince", "language": "French"})]),
 ("thai food in Portland, OR", [L53_REST, L53_WEATHER], [("find_restaurants", {"location": "Portland, OR", "cuisine": "thai"})]),
 ("Cheap sushi places in Seattle, WA", [L53_REST, L53_WEATHER], [("find_restaurants", {"location": "Seattle, WA", "cuisine": "sushi", "price": "cheap"})]),
 ("Python developer jobs in Berlin at Zalando", [L53_JOBS, L53_WEATHER], [("search_jobs", {"keywords": "Python developer", "location": "Berlin", "company": "Zalando"})]),
 ("Any nurse positions in Leeds?", [L53_JOBS, L53_WEATHER], [("search_jobs", {"keywords": "nurse", "location": "Leeds"})]),
 ("Latest on the elections from Reuters", [L53_NEWS, L53_WEATHER], [("get_news", {"topic": "elections", "source": "Reuters"})]),
 ("Get me a luxury car to the airport from 10 Main St", [L53_RIDE, L53_WEATHER], [("book_ride", {"destination": "the airport", "pickup": "10 Main St", "car_type": "luxury"})]),
 ("Flights from JFK to LAX on Delta", [L53_FLIGHT, L53_WEATHER], [("search_flights", {"origin": "JFK", "destination": "LAX", "airline": "Delta"})]),
 ("Horror movies at the Roxy in San Francisco", [L53_MOVIE, L53_WEATHER], [("find_movies", {"location": "San Francisco", "genre": "Horror", "theater": "Roxy"})]),
 ("what's on at AMC Metreon in San Francisco", [L53_MOVIE, L53_WEATHER], [("find_movies", {"location": "San Francisco", "theater": "AMC Metreon"})]),
 ("news about climate from the BBC in the UK", [L53_NEWS], [("get_news", {"topic": "climate", "source": "BBC", "country": "UK"})]),
]
LEAD53_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("Flights from JFK to LAX on Friday", [L53_FLIGHT, L53_WEATHER], [("search_flights", {"origin": "JFK", "destination": "LAX"})]),
 ("Flights from Oslo to Rome on March 3", [L53_FLIGHT], [("search_flights", {"origin": "Oslo", "destination": "Rome"})]),
 ("Flights from Oslo to Rome", [L53_FLIGHT], [("search_flights", {"origin": "Oslo", "destination": "Rome"})]),
 ("Data analyst jobs in Leeds", [L53_JOBS], [("search_jobs", {"keywords": "Data analyst", "location": "Leeds"})]),
]
CH53_CART = tool("view_cart", "Show the items currently in the user's shopping cart.", {}, [])
CH53_ADD = tool("add_to_cart", "Add a product to the shopping cart.",
  {"product_id": {"type": "string", "description": "The product SKU, e.g. 'SKU-1234'."},
   "quantity": {"type": "integer", "description": "How many to add.", "default": 1}}, ["product_id"])
CH53_REMOVE = tool("remove_from_cart", "Remove a product from the shopping cart.",
  {"product_id": {"type": "string", "description": "The product SKU, e.g. 'SKU-1234'."}}, ["product_id"])
CH53_CHECKOUT = tool("checkout", "Place an order for everything in the cart.",
  {"payment_method": {"type": "string", "enum": ["card", "paypal", "gift_card"], "description": "How to pay.", "default": "card"}}, [])
CH53_TXNS = tool("list_transactions", "List the most recent transactions on the user's bank account.",
  {"limit": {"type": "integer", "description": "Maximum number of transactions to return.", "default": 10}}, [])
CH53_TXN = tool("get_transaction", "Get the details of a single transaction by its id.",
  {"transaction_id": {"type": "string", "description": "The transaction id, e.g. 'TX-88213'."}}, ["transaction_id"])
CH53_BALANCE = tool("get_account_balance", "Get the current balance of the user's bank account.", {}, [])
CH53_DISPUTE = tool("dispute_transaction", "Open a dispute for a charge the account holder does not recognise.",
  {"transaction_id": {"type": "string", "description": "The transaction id, e.g. 'TX-88213'."},
   "reason": {"type": "string", "description": "Optional free-text reason."}}, ["transaction_id"])
CH53_FIND_PRO = tool("search_providers", "Search local service providers (plumbers, electricians, cleaners) by trade and city.",
  {"trade": {"type": "string", "description": "The trade, e.g. 'electrician'."},
   "city": {"type": "string", "description": "The city."}}, ["trade", "city"])
CH53_BOOK_PRO = tool("book_provider", "Book an appointment with a service provider.",
  {"provider_id": {"type": "string", "description": "The provider id, e.g. 'P-100'."},
   "date": {"type": "string", "description": "The day, in the format YYYY-MM-DD."}}, ["provider_id", "date"])
CH53_REVIEWS = tool("get_provider_reviews", "Get customer reviews and the average rating of a service provider.",
  {"provider_id": {"type": "string", "description": "The provider id, e.g. 'P-100'."}}, ["provider_id"])
CH53_WEB = tool("web_search", "Search the internet and return the top results.",
  {"query": {"type": "string", "description": "The search terms."}}, ["query"])
CH53_PRICE = tool("get_stock_price", "Get the current share price for a ticker symbol.",
  {"ticker": {"type": "string", "description": "The ticker symbol, e.g. 'MSFT'."}}, ["ticker"])
CH53_NEWS = tool("get_company_news", "Get recent news headlines about a listed company.",
  {"ticker": {"type": "string", "description": "The ticker symbol, e.g. 'MSFT'."}}, ["ticker"])
CH53_ME = tool("get_my_profile", "Get the signed-in user's own profile.", {}, [])
CH53_USER = tool("get_user_profile", "Get another member's public profile by username.",
  {"username": {"type": "string", "description": "The member's username, without the @."}}, ["username"])
CH53_EDIT_ME = tool("update_my_profile", "Update the signed-in user's display name or bio.",
  {"display_name": {"type": "string", "description": "The new display name."},
   "bio": {"type": "string", "description": "The new bio."}}, [])
CH53_STATUS = tool("get_order_status", "Get the delivery status of an order.",
  {"order_id": {"type": "integer", "description": "The order number."}}, ["order_id"])
CH53_CANCEL = tool("cancel_order", "Cancel an order by its number.",
  {"order_id": {"type": "integer", "description": "The order number."}}, ["order_id"])
CH53_HISTORY = tool("list_order_history", "List the user's past orders, newest first.",
  {"limit": {"type": "integer", "description": "How many orders to return.", "default": 20}}, [])
CH53_NEW_TICKET = tool("createTicket", "Open a new support ticket.",
  {"subject": {"type": "string", "description": "A one-line summary of the problem."}}, ["subject"])
CH53_TICKET = tool("getTicket", "Retrieve a support ticket and its latest replies.",
  {"ticketId": {"type": "integer", "description": "The ticket number."}}, ["ticketId"])
CH53_EDIT_TICKET = tool("updateTicket", "Change the priority of a support ticket.",
  {"ticketId": {"type": "integer", "description": "The ticket number."},
   "priority": {"type": "string", "enum": ["low", "normal", "high", "urgent"], "description": "The new priority."}}, ["ticketId", "priority"])
CH53_CLOSE_TICKET = tool("closeTicket", "Close a resolved support ticket.",
  {"ticketId": {"type": "integer", "description": "The ticket number."}}, ["ticketId"])
CH53_SHOP = [CH53_CART, CH53_ADD, CH53_REMOVE, CH53_CHECKOUT]
CH53_BANK = [CH53_TXNS, CH53_TXN, CH53_BALANCE, CH53_DISPUTE]
CH53_PROS = [CH53_FIND_PRO, CH53_BOOK_PRO, CH53_REVIEWS]
CH53_MARKET = [CH53_WEB, CH53_PRICE, CH53_NEWS]
CH53_PROFILE = [CH53_ME, CH53_USER, CH53_EDIT_ME]
CH53_ORDERS = [CH53_STATUS, CH53_CANCEL, CH53_HISTORY]
CH53_DESK = [CH53_NEW_TICKET, CH53_TICKET, CH53_EDIT_TICKET, CH53_CLOSE_TICKET]
CHOICE53: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's in my cart rn?", CH53_SHOP, [("view_cart", {})]),
 ("take SKU-4471 out of my basket", CH53_SHOP, [("remove_from_cart", {"product_id": "SKU-4471"})]),
 ("throw 2 of SKU-9001 in the cart", CH53_SHOP, [("add_to_cart", {"product_id": "SKU-9001", "quantity": 2})]),
 ("ok I'm done shopping, I'll pay with paypal", CH53_SHOP, [("checkout", {"payment_method": "paypal"})]),
 ("my last 5 transactions", CH53_BANK, [("list_transactions", {"limit": 5})]),
 ("What was TX-55102 for?", CH53_BANK, [("get_transaction", {"transaction_id": "TX-55102"})]),
 ("how much money do I have left?", CH53_BANK, [("get_account_balance", {})]),
 ("I don't recognise charge TX-55102, please contest it", CH53_BANK, [("dispute_transaction", {"transaction_id": "TX-55102"})]),
 ("find me a plumber in Leeds", CH53_PROS, [("search_providers", {"trade": "plumber", "city": "Leeds"})]),
 ("Book P-301 for 2027-05-02 please", CH53_PROS, [("book_provider", {"provider_id": "P-301", "date": "2027-05-02"})]),
 ("is P-301 any good? what do people say", CH53_PROS, [("get_provider_reviews", {"provider_id": "P-301"})]),
 ("who is the CEO of Tesla", CH53_MARKET, [("web_search", {"query": "CEO of Tesla"})]),
 ("what's NVDA trading at", CH53_MARKET, [("get_stock_price", {"ticker": "NVDA"})]),
 ("Any headlines about AAPL this week?", CH53_MARKET, [("get_company_news", {"ticker": "AAPL"})]),
 ("pull up marta_k's profile", CH53_PROFILE, [("get_user_profile", {"username": "marta_k"})]),
 ("What does my own profile look like?", CH53_PROFILE, [("get_my_profile", {})]),
 ("change my display name to Sunny Day", CH53_PROFILE, [("update_my_profile", {"display_name": "Sunny Day"})]),
 ("cancel order 77", CH53_ORDERS, [("cancel_order", {"order_id": 77})]),
 ("where's order 77 at?", CH53_ORDERS, [("get_order_status", {"order_id": 77})]),
 ("show me my 3 most recent orders", CH53_ORDERS, [("list_order_history", {"limit": 3})]),
 ("open a ticket: VPN drops every hour", CH53_DESK, [("createTicket", {"subject": "VPN drops every hour"})]),
 ("any reply on ticket 3321 yet?", CH53_DESK, [("getTicket", {"ticketId": 3321})]),
 ("bump ticket 3321 to urgent", CH53_DESK, [("updateTicket", {"ticketId": 3321, "priority": "urgent"})]),
 ("The printer works again, you can close 3321", CH53_DESK, [("closeTicket", {"ticketId": 3321})]),
]
CHOICE53_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("how do online shopping carts remember items?", CH53_SHOP, []),
 ("What's a good interest rate for a savings account?", CH53_BANK, []),
 ("how do I fix a dripping tap myself", CH53_PROS, []),
 ("Should I sell my NVDA shares?", [CH53_PRICE, CH53_NEWS], []),
 ("How many members does this site have?", CH53_PROFILE, []),
 ("What's your refund policy on orders?", CH53_ORDERS, []),
 ("how long does support usually take to answer?", CH53_DESK, []),
]
FM53_WEATHER = tool("get_current_weather", "Retrieves the current weather conditions for a specified location.",
  {"location": {"type": "string", "description": "The location to get the weather for, in the format 'City, State', such as 'San Francisco, CA'."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The unit of temperature.", "default": "celsius"}}, ["location"])
FM53_NEWS = tool("get_top_headlines", "Returns breaking news headlines for a country.",
  {"country": {"type": "string", "description": "The 2-letter ISO 3166-1 code of the country, e.g. 'us'."}}, ["country"])
FM53_TRANSLATE = tool("translate_text", "Translate a text into a target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_lang": {"type": "string", "description": "The ISO 639-1 code of the target language, e.g. 'en'."}}, ["text", "target_lang"])
FM53_ROUTE = tool("get_directions", "Get directions between two places.",
  {"origin": {"type": "string", "description": "The starting point."},
   "destination": {"type": "string", "description": "The end point."},
   "mode": {"type": "string", "enum": ["DRIVING", "WALKING", "BICYCLING", "TRANSIT"], "description": "The travel mode.", "default": "DRIVING"}}, ["origin", "destination"])
FM53_THERMOSTAT = tool("setThermostat", "Sets the target temperature of the thermostat.",
  {"temperature": {"type": "number", "description": "The target temperature."},
   "scale": {"type": "string", "enum": ["C", "F"], "description": "The temperature scale."}}, ["temperature", "scale"])
FM53_PIZZA = tool("order_pizza", "Place an order for a pizza.",
  {"size": {"type": "string", "enum": ["small", "medium", "large", "family"], "description": "The pizza size."},
   "crust": {"type": "string", "enum": ["thin", "regular", "stuffed"], "description": "The crust type."}}, ["size", "crust"])
FM53_FLIGHTS = tool("search_flights", "Search for flights between two airports.",
  {"origin": {"type": "string", "description": "The IATA code of the departure airport, e.g. 'LAX'."},
   "destination": {"type": "string", "description": "The IATA code of the arrival airport, e.g. 'JFK'."},
   "cabin": {"type": "string", "enum": ["economy", "premium_economy", "business", "first"], "description": "The cabin class.", "default": "economy"}}, ["origin", "destination"])
FM53_CAR = tool("rent_car", "Rent a car in a city.",
  {"city": {"type": "string", "description": "The pick-up city."},
   "days": {"type": "integer", "description": "The length of the rental in days."}}, ["city", "days"])
FM53_TABLE = tool("reserve_table", "Reserve a table at a restaurant.",
  {"restaurant": {"type": "string", "description": "The restaurant name."},
   "date": {"type": "string", "description": "The date of the reservation in MM/DD format."},
   "party_size": {"type": "integer", "description": "The number of guests."}}, ["restaurant", "date", "party_size"])
FM53_QUOTE = tool("get_stock_quote", "Get the latest quote for a stock.",
  {"symbol": {"type": "string", "description": "The stock ticker symbol, e.g. 'AAPL'."}}, ["symbol"])
FM53_FX = tool("convert_currency", "Convert an amount between two currencies.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from_currency": {"type": "string", "description": "The three-letter code of the source currency, e.g. 'USD'."},
   "to_currency": {"type": "string", "description": "The three-letter code of the target currency, e.g. 'EUR'."}}, ["amount", "from_currency", "to_currency"])
FM53_DOCTOR = tool("find_doctor", "Find a doctor by specialty.",
  {"specialty": {"type": "string", "enum": ["dermatology", "cardiology", "pediatrics", "neurology"], "description": "The medical specialty."},
   "gender": {"type": "string", "enum": ["M", "F"], "description": "The preferred gender of the doctor."}}, ["specialty"])
FM53_LIGHT = tool("set_light_color", "Change the colour of a smart light.",
  {"light": {"type": "string", "description": "The name of the light."},
   "color": {"type": "string", "description": "The colour as a hex code, e.g. '#00FF00'."}}, ["light", "color"])
FM53_SALES = tool("get_sales", "Get the sales total for a month of this year.",
  {"month": {"type": "string", "enum": ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"], "description": "The month."}}, ["month"])
FM53_EVENT = tool("create_weekly_event", "Create an event that repeats every week.",
  {"title": {"type": "string", "description": "The title of the event."},
   "weekday": {"type": "string", "enum": ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"], "description": "The day of the week."}}, ["title", "weekday"])
FM53_HOODIE = tool("order_hoodie", "Order a hoodie from the merch store.",
  {"size": {"type": "string", "enum": ["S", "M", "L", "XL", "XXL"], "description": "The hoodie size."},
   "color": {"type": "string", "description": "The colour of the hoodie."}}, ["size", "color"])
FORMS53: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("whats the weather like in philly rn? in fahrenheit pls", [FM53_WEATHER, FM53_NEWS], [("get_current_weather", {"location": "Philadelphia, PA", "unit": "fahrenheit"})]),
 ("Is it cold in NYC right now?", [FM53_NEWS, FM53_WEATHER], [("get_current_weather", {"location": "New York, NY"})]),
 ("Translate 'see you tomorrow' to Deutsch", [FM53_TRANSLATE, FM53_NEWS], [("translate_text", {"text": "see you tomorrow", "target_lang": "de"})]),
 ("how would you say 'where is the station' in español?", [FM53_TRANSLATE], [("translate_text", {"text": "where is the station", "target_lang": "es"})]),
 ("translate 'good night' en français", [FM53_TRANSLATE, FM53_WEATHER], [("translate_text", {"text": "good night", "target_lang": "fr"})]),
 ("Top headlines from the UK please", [FM53_NEWS, FM53_WEATHER], [("get_top_headlines", {"country": "gb"})]),
 ("any news out of japan today", [FM53_NEWS, FM53_TRANSLATE], [("get_top_headlines", {"country": "jp"})]),
 ("How do I get from Grand Central to Times Square by subway?", [FM53_ROUTE, FM53_WEATHER], [("get_directions", {"origin": "Grand Central", "destination": "Times Square", "mode": "TRANSIT"})]),
 ("directions from the Ferry Building to Coit Tower on my bike", [FM53_ROUTE], [("get_directions", {"origin": "Ferry Building", "destination": "Coit Tower", "mode": "BICYCLING"})]),
 ("set the thermostat to 70 fahrenheit", [FM53_THERMOSTAT, FM53_WEATHER], [("setThermostat", {"temperature": 70, "scale": "F"})]),
 ("Could you put the heating at 21 degrees celsius", [FM53_THERMOSTAT], [("setThermostat", {"temperature": 21, "scale": "C"})]),
 ("order a lg pizza, thin crust", [FM53_PIZZA], [("order_pizza", {"size": "large", "crust": "thin"})]),
 ("I want a family-sized pizza with the stuffed crust", [FM53_PIZZA, FM53_HOODIE], [("order_pizza", {"size": "family", "crust": "stuffed"})]),
 ("Find flights from Heathrow to JFK in coach", [FM53_FLIGHTS, FM53_CAR], [("search_flights", {"origin": "LHR", "destination": "JFK", "cabin": "economy"})]),
 ("Rent me a car in Denver for two weeks", [FM53_CAR, FM53_FLIGHTS], [("rent_car", {"city": "Denver", "days": 14})]),
 ("Reserve Nopa for 4 people on the fourth of July", [FM53_TABLE], [("reserve_table", {"restaurant": "Nopa", "date": "07/04", "party_size": 4})]),
 ("how much is tesla stock going for", [FM53_QUOTE, FM53_FX], [("get_stock_quote", {"symbol": "TSLA"})]),
 ("convert 200 quid to yen", [FM53_FX, FM53_QUOTE], [("convert_currency", {"amount": 200, "from_currency": "GBP", "to_currency": "JPY"})]),
 ("I need a female dermatologist", [FM53_DOCTOR], [("find_doctor", {"specialty": "dermatology", "gender": "F"})]),
 ("Find me a cardiologist", [FM53_DOCTOR, FM53_TABLE], [("find_doctor", {"specialty": "cardiology"})]),
 ("turn the desk lamp red", [FM53_LIGHT, FM53_THERMOSTAT], [("set_light_color", {"light": "desk lamp", "color": "#FF0000"})]),
 ("What were sales in sept?", [FM53_SALES], [("get_sales", {"month": "SEP"})]),
 ("add 'team lunch' every friday", [FM53_EVENT], [("create_weekly_event", {"title": "team lunch", "weekday": "FRI"})]),
 ("Can I get a hoodie in double XL, grey?", [FM53_HOODIE, FM53_PIZZA], [("order_hoodie", {"size": "XXL", "color": "grey"})]),
 ("small hoodie, forest green", [FM53_HOODIE], [("order_hoodie", {"size": "S", "color": "forest green"})]),
]

FORMS53_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("What's the population of NYC?", [FM53_WEATHER, FM53_NEWS], []),
 ("Is Deutsch hard to learn?", [FM53_TRANSLATE], []),
 ("How many people live in the UK?", [FM53_NEWS], []),
 ("Is it faster to bike or take the subway in Manhattan?", [FM53_ROUTE], []),
 ("What's 70 fahrenheit in celsius?", [FM53_THERMOSTAT], []),
 ("How many slices are in a large pizza?", [FM53_PIZZA], []),
 ("What does coach class mean on a plane?", [FM53_FLIGHTS], []),
 ("Who is the CEO of Tesla?", [FM53_QUOTE], []),
 ("Why do people call a pound a quid?", [FM53_FX], []),
 ("What does a dermatologist do?", [FM53_DOCTOR], []),
 ("What is the hex code for red?", [FM53_LIGHT], []),
 ("What day of the week is the fourth of July this year?", [FM53_EVENT, FM53_TABLE], []),
]
# -- single-literal53: written at round 53 by a helper before any fix it measures (string values written literally) --
SL53_EVENT = tool("calendar_events_insert", "Creates an event on the user's primary calendar.",
  {"summary": {"type": "string", "description": "Title of the event."},
   "location": {"type": "string", "description": "Geographic location of the event as free-form text. Optional."},
   "description": {"type": "string", "description": "Description of the event. Optional."}}, ["summary"])
SL53_SLACK = tool("chat_postMessage", "Sends a message to a channel.",
  {"channel": {"type": "string", "description": "Channel name or ID to send the message to, e.g. #general."},
   "text": {"type": "string", "description": "The text of the message."}}, ["channel", "text"])
SL53_MAIL = tool("send_email", "Send an email message on behalf of the user.",
  {"to": {"type": "string", "description": "Email address of the recipient."},
   "subject": {"type": "string", "description": "Subject line of the email."},
   "body": {"type": "string", "description": "Plain-text body of the email."}}, ["to", "subject", "body"])
SL53_PAY = tool("send_payment", "Send money to a contact.",
  {"recipient_name": {"type": "string", "description": "Full name of the person receiving the money."},
   "amount": {"type": "number", "description": "Amount in US dollars."},
   "memo": {"type": "string", "description": "Short note shown with the payment."}}, ["recipient_name", "amount"])
SL53_ROUTE = tool("get_directions", "Get directions between an origin and a destination.",
  {"origin": {"type": "string", "description": "Starting point, as an address or place name."},
   "destination": {"type": "string", "description": "End point, as an address or place name."},
   "mode": {"type": "string", "enum": ["driving", "walking", "bicycling", "transit"], "description": "Travel mode.", "default": "driving"}}, ["origin", "destination"])
SL53_SEARCH = tool("web_search", "Search the web and return the top results.",
  {"q": {"type": "string", "description": "The search query."},
   "num": {"type": "integer", "description": "Number of results to return.", "default": 10}}, ["q"])
SL53_UPLOAD = tool("drive_upload", "Upload a local file to a folder in cloud storage.",
  {"file_name": {"type": "string", "description": "Name of the local file, including its extension."},
   "folder": {"type": "string", "description": "Name of the destination folder."}}, ["file_name", "folder"])
SL53_TRANSLATE = tool("translate_text", "Translates text into the target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "Language to translate into, e.g. German."}}, ["text", "target_language"])
SL53_TASK = tool("createTask", "Create a new task in a project.",
  {"content": {"type": "string", "description": "The task content."},
   "projectName": {"type": "string", "description": "Name of the project to add the task to. Defaults to Inbox."}}, ["content"])
SL53_PLAY = tool("play_track", "Start playback of a track.",
  {"track": {"type": "string", "description": "Name of the track."},
   "artist": {"type": "string", "description": "Name of the performing artist."}}, ["track"])
SL53_ISSUE = tool("create_issue", "Create an issue in a GitHub repository.",
  {"repo": {"type": "string", "description": "Repository in the form owner/name."},
   "title": {"type": "string", "description": "Title of the issue."},
   "body": {"type": "string", "description": "Contents of the issue."}}, ["repo", "title"])
SL53_CONTACT = tool("add_contact", "Add a person to the address book.",
  {"first_name": {"type": "string", "description": "Given name."},
   "last_name": {"type": "string", "description": "Family name."},
   "company": {"type": "string", "description": "Company the person works for."}}, ["first_name"])
SL53_REVIEW = tool("post_review", "Post a customer review of a product.",
  {"product_name": {"type": "string", "description": "Name of the product being reviewed."},
   "rating": {"type": "integer", "description": "Star rating from 1 to 5."},
   "comment": {"type": "string", "description": "The text of the review."}}, ["product_name", "rating"])
SL53_SMS = tool("send_sms", "Send a text message to a phone number.",
  {"to_number": {"type": "string", "description": "Recipient phone number in international format."},
   "message": {"type": "string", "description": "Body of the text message."}}, ["to_number", "message"])
SL53_RIDE = tool("request_ride", "Request a ride from a pickup point to a drop-off point.",
  {"pickup": {"type": "string", "description": "Pickup address or landmark."},
   "dropoff": {"type": "string", "description": "Drop-off address or landmark."}}, ["pickup", "dropoff"])
SL53_BOOKS = tool("search_books", "Search the book catalog.",
  {"title": {"type": "string", "description": "Words from the book title."},
   "author": {"type": "string", "description": "Author name."}}, [])
SL53_PRODUCTS = tool("searchProducts", "Search the product catalog.",
  {"keywords": {"type": "string", "description": "Keywords describing the product."},
   "brand": {"type": "string", "description": "Brand name to filter by."}}, ["keywords"])
SL53_NOTE = tool("create_note", "Create a note.",
  {"content": {"type": "string", "description": "Text of the note."}}, ["content"])
SL53_WEATHER = tool("get_weather", "Get current weather for a location.",
  {"location": {"type": "string", "description": "City name."}}, ["location"])
SL53_STOCK = tool("get_stock_price", "Get the latest price of a stock.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. AAPL."}}, ["symbol"])

LITERAL53: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("put Coffee and Code on my calendar at Brew Lab Cafe", [SL53_EVENT, SL53_WEATHER], [("calendar_events_insert", {"summary": "Coffee and Code", "location": "Brew Lab Cafe"})]),
 ("Add an event: Dentist checkup for Maya", [SL53_EVENT, SL53_TASK, SL53_WEATHER], [("calendar_events_insert", {"summary": "Dentist checkup for Maya"})]),
 ("post in #design-team: the mockups are ready for review", [SL53_SLACK, SL53_MAIL], [("chat_postMessage", {"channel": "#design-team", "text": "the mockups are ready for review"})]),
 ("Tell #general that the office is closed on Monday and Tuesday", [SL53_SLACK, SL53_SMS], [("chat_postMessage", {"channel": "#general", "text": "the office is closed on Monday and Tuesday"})]),
 ("email jane.doe@acme.com with the subject Quarterly numbers and say the report is attached", [SL53_MAIL, SL53_SLACK], [("send_email", {"to": "jane.doe@acme.com", "subject": "Quarterly numbers", "body": "the report is attached"})]),
 ("send 40 dollars to Rosa Martinez for concert tickets", [SL53_PAY, SL53_STOCK], [("send_payment", {"recipient_name": "Rosa Martinez", "amount": 40, "memo": "concert tickets"})]),
 ("how do i get to Union Station from the Ferry Building?", [SL53_ROUTE, SL53_RIDE, SL53_WEATHER], [("get_directions", {"origin": "Ferry Building", "destination": "Union Station"})]),
 ("walking directions from Central Park to Times Square please", [SL53_ROUTE, SL53_WEATHER], [("get_directions", {"origin": "Central Park", "destination": "Times Square", "mode": "walking"})]),
 ("search the web for best budget mechanical keyboards under 100 dollars", [SL53_SEARCH, SL53_PRODUCTS], [("web_search", {"q": "best budget mechanical keyboards under 100 dollars"})]),
 ("upload Tax Return 2025.pdf to the Finance folder", [SL53_UPLOAD, SL53_NOTE], [("drive_upload", {"file_name": "Tax Return 2025.pdf", "folder": "Finance"})]),
 ("how would I say 'where is the train station' in Portuguese", [SL53_TRANSLATE, SL53_SEARCH], [("translate_text", {"text": "where is the train station", "target_language": "Portuguese"})]),
 ("add buy a birthday card for mom to my Personal project", [SL53_TASK, SL53_EVENT], [("createTask", {"content": "buy a birthday card for mom", "projectName": "Personal"})]),
 ("play Here Comes the Sun by The Beatles", [SL53_PLAY, SL53_SEARCH], [("play_track", {"track": "Here Comes the Sun", "artist": "The Beatles"})]),
 ("open an issue on acme/webapp titled Login button unresponsive on Safari", [SL53_ISSUE, SL53_TASK], [("create_issue", {"repo": "acme/webapp", "title": "Login button unresponsive on Safari"})]),
 ("save a new contact Priya Raman from Globex", [SL53_CONTACT, SL53_MAIL], [("add_contact", {"first_name": "Priya", "last_name": "Raman", "company": "Globex"})]),
 ("leave a 4 star review for the Sony WH-1000XM5 headphones saying great battery but tight fit", [SL53_REVIEW, SL53_PRODUCTS], [("post_review", {"product_name": "Sony WH-1000XM5 headphones", "rating": 4, "comment": "great battery but tight fit"})]),
 ("text +14155550199 saying running 10 minutes late, start without me", [SL53_SMS, SL53_MAIL], [("send_sms", {"to_number": "+14155550199", "message": "running 10 minutes late, start without me"})]),
 ("I need a ride to 221 Baker Street from King's Cross station", [SL53_RIDE, SL53_ROUTE], [("request_ride", {"pickup": "King's Cross station", "dropoff": "221 Baker Street"})]),
 ("any books by Ursula K. Le Guin?", [SL53_BOOKS, SL53_SEARCH], [("search_books", {"author": "Ursula K. Le Guin"})]),
 ("do u have the book The Left Hand of Darkness", [SL53_BOOKS, SL53_PRODUCTS], [("search_books", {"title": "The Left Hand of Darkness"})]),
 ("Looking for a Dyson cordless vacuum", [SL53_PRODUCTS, SL53_SEARCH], [("searchProducts", {"keywords": "cordless vacuum", "brand": "Dyson"})]),
 ("make a note: pick up dry cleaning and call the bank at 3", [SL53_NOTE, SL53_TASK], [("create_note", {"content": "pick up dry cleaning and call the bank at 3"})]),
 ("Note to self - the wifi password for the cabin is pinecone42", [SL53_NOTE, SL53_WEATHER], [("create_note", {"content": "the wifi password for the cabin is pinecone42"})]),
 ("Can you send Leo Park 15 bucks? memo: lunch on Tuesday", [SL53_PAY, SL53_SMS], [("send_payment", {"recipient_name": "Leo Park", "amount": 15, "memo": "lunch on Tuesday"})]),
]
LITERAL53_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's on my calendar for Coffee and Code?", [SL53_EVENT, SL53_WEATHER], []),
 ("delete the message I posted in #design-team", [SL53_SLACK, SL53_MAIL], []),
 ("how do I write a good subject line for a cold email?", [SL53_MAIL, SL53_SLACK], []),
 ("How much did Rosa Martinez send me last week?", [SL53_PAY, SL53_STOCK], []),
 ("How far is Union Station from the Ferry Building in miles, roughly?", [SL53_RIDE, SL53_WEATHER], []),
 ("who sang Here Comes the Sun originally?", [SL53_PLAY, SL53_WEATHER], []),
 ("close the issue titled Login button unresponsive on Safari", [SL53_ISSUE, SL53_TASK], []),
 ("Delete Priya Raman from my contacts", [SL53_CONTACT, SL53_MAIL], []),
 ("read me my last text from Leo", [SL53_SMS, SL53_MAIL], []),
 ("download Tax Return 2025.pdf from the Finance folder", [SL53_UPLOAD, SL53_NOTE], []),
]
# -- single-onecall54: written at round 54 by a helper before any fix it measures (one right call among neighbours) --
OC54_FLIGHTS = tool("search_flights", "Search one-way flights from an origin city to a destination city.",
  {"origin": {"type": "string", "description": "Departure city."},
   "destination": {"type": "string", "description": "Arrival city."},
   "date": {"type": "string", "description": "Departure date in YYYY-MM-DD format. Optional."}}, ["origin", "destination"])
OC54_HOTELS = tool("search_hotels", "Search hotels in a city.",
  {"city": {"type": "string", "description": "The city to search in."},
   "guests": {"type": "integer", "description": "Number of guests.", "default": 1}}, ["city"])
OC54_UNITS = tool("convert_length", "Convert a length from one unit to another.",
  {"value": {"type": "number", "description": "The length to convert."},
   "from_unit": {"type": "string", "enum": ["m", "km", "mi", "ft", "in"], "description": "Unit of the given value."},
   "to_unit": {"type": "string", "enum": ["m", "km", "mi", "ft", "in"], "description": "Unit to convert to."}}, ["value", "from_unit", "to_unit"])
OC54_LIGHTS = tool("set_light_state", "Set the brightness and colour temperature of the lights in a room.",
  {"room": {"type": "string", "description": "Name of the room, e.g. 'kitchen'."},
   "brightness": {"type": "integer", "description": "Brightness in percent, 0-100."},
   "color_temp": {"type": "string", "enum": ["warm", "neutral", "cool"], "description": "Colour temperature of the light."}}, ["room"])
OC54_LIGHTS_OFF = tool("turn_off_lights", "Switch off all the lights in a room.",
  {"room": {"type": "string", "description": "Name of the room."}}, ["room"])
OC54_PRODUCTS = tool("searchProducts", "Search the store catalog by keywords.",
  {"query": {"type": "string", "description": "Keywords to search for."},
   "maxPrice": {"type": "number", "description": "Highest price in USD. Optional."}}, ["query"])
OC54_PRODUCT = tool("getProduct", "Get the details of one product by its SKU.",
  {"sku": {"type": "string", "description": "The product SKU, e.g. 'SKU-1042'."}}, ["sku"])
OC54_CART = tool("addToCart", "Add a product to the shopping cart by its SKU.",
  {"sku": {"type": "string", "description": "The product SKU."},
   "quantity": {"type": "integer", "description": "How many to add.", "default": 1}}, ["sku"])
OC54_RECIPES = tool("search_recipes", "Find recipes matching a dish name or ingredients.",
  {"query": {"type": "string", "description": "Dish name or ingredients."},
   "max_minutes": {"type": "integer", "description": "Maximum total cooking time in minutes."}}, ["query"])
OC54_BOOKS = tool("search_books", "Search the library catalog for books by title.",
  {"title": {"type": "string", "description": "Title or part of the title."}}, ["title"])
OC54_LOAN = tool("renew_loan", "Renew a book currently on loan.",
  {"loan_id": {"type": "string", "description": "The loan id."}}, ["loan_id"])
OC54_TIME = tool("get_current_time", "Get the current local time in a city.",
  {"city": {"type": "string", "description": "The city, e.g. 'Tokyo'."}}, ["city"])
OC54_WEATHER = tool("get_current_weather", "Get the current weather conditions in a city.",
  {"city": {"type": "string", "description": "The city name."},
   "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Units of measurement.", "default": "metric"}}, ["city"])
OC54_FORECAST = tool("get_daily_forecast", "Get the daily weather forecast for the next days. Not for current conditions; use get_current_weather for the weather right now.",
  {"city": {"type": "string", "description": "The city name."},
   "days": {"type": "integer", "description": "Number of days, 1-10.", "default": 3}}, ["city"])
OC54_COORDS = tool("get_weather_by_coordinates", "Get the current weather at a latitude and longitude.",
  {"lat": {"type": "number", "description": "Latitude."},
   "lon": {"type": "number", "description": "Longitude."}}, ["lat", "lon"])
OC54_CONTACTS_LIST = tool("listContacts", "List all contacts in the address book, newest first.",
  {"limit": {"type": "integer", "description": "Maximum number of contacts to return.", "default": 50}}, [])
OC54_CONTACT_GET = tool("getContact", "Retrieve a single contact by its ID.",
  {"contactId": {"type": "integer", "description": "The contact's ID."}}, ["contactId"])
OC54_CONTACT_SEARCH = tool("searchContacts", "Search contacts by name, email or company.",
  {"query": {"type": "string", "description": "Text to match."}}, ["query"])
OC54_CONTACT_CREATE = tool("createContact", "Create a new contact.",
  {"name": {"type": "string", "description": "Full name."},
   "email": {"type": "string", "description": "Email address."}}, ["name"])
OC54_CONTACT_UPDATE = tool("updateContact", "Update fields of an existing contact.",
  {"contactId": {"type": "integer", "description": "The contact's ID."},
   "email": {"type": "string", "description": "New email address."},
   "phone": {"type": "string", "description": "New phone number."}}, ["contactId"])
OC54_QUOTE = tool("get_quote", "Get the latest price for a single stock ticker.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. 'AAPL'."}}, ["symbol"])
OC54_QUOTES = tool("get_batch_quotes", "Get the latest prices for several stock tickers at once.",
  {"symbols": {"type": "array", "items": {"type": "string"}, "description": "List of ticker symbols."}}, ["symbols"])
OC54_PAY = tool("send_money", "Send money to a friend.",
  {"recipient": {"type": "string", "description": "Name of the friend."},
   "amount": {"type": "number", "description": "Amount in USD."},
   "note": {"type": "string", "description": "A note shown with the payment."}}, ["recipient", "amount"])
OC54_REQUEST = tool("request_money", "Ask a friend to pay you.",
  {"from_friend": {"type": "string", "description": "Name of the friend who should pay."},
   "amount": {"type": "number", "description": "Amount in USD."}}, ["from_friend", "amount"])
ONECALL54: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("flights from Oslo to Rome", [OC54_FLIGHTS, OC54_HOTELS], [("search_flights", {"origin": "Oslo", "destination": "Rome"})]),
 ("I need to fly Lisbon -> Berlin on 2026-12-18, anything?", [OC54_HOTELS, OC54_FLIGHTS], [("search_flights", {"origin": "Lisbon", "destination": "Berlin", "date": "2026-12-18"})]),
 ("convert 5 miles and show it in km", [OC54_UNITS], [("convert_length", {"value": 5, "from_unit": "mi", "to_unit": "km"})]),
 ("take 300 ft and give me that in meters", [OC54_UNITS, OC54_WEATHER], [("convert_length", {"value": 300, "from_unit": "ft", "to_unit": "m"})]),
 ("set the living room lights to 40% and warm", [OC54_LIGHTS, OC54_LIGHTS_OFF], [("set_light_state", {"room": "living room", "brightness": 40, "color_temp": "warm"})]),
 ("kitchen lights: cool and 80 percent", [OC54_LIGHTS_OFF, OC54_LIGHTS], [("set_light_state", {"room": "kitchen", "brightness": 80, "color_temp": "cool"})]),
 ("search for salt and pepper shakers", [OC54_PRODUCTS, OC54_PRODUCT, OC54_CART], [("searchProducts", {"query": "salt and pepper shakers"})]),
 ("do you sell bread and butter plates under $30?", [OC54_CART, OC54_PRODUCTS], [("searchProducts", {"query": "bread and butter plates", "maxPrice": 30})]),
 ("find me a recipe for mac and cheese", [OC54_RECIPES, OC54_PRODUCTS], [("search_recipes", {"query": "mac and cheese"})]),
 ("Is Pride and Prejudice in the library?", [OC54_BOOKS, OC54_LOAN], [("search_books", {"title": "Pride and Prejudice"})]),
 ("I'm in Berlin, what's the time in Tokyo?", [OC54_TIME, OC54_WEATHER], [("get_current_time", {"city": "Tokyo"})]),
 ("My sister lives in Lyon. What's the weather like in Paris at the moment?", [OC54_WEATHER, OC54_FORECAST, OC54_TIME], [("get_current_weather", {"city": "Paris"})]),
 ("what's it doing outside in Oslo right now", [OC54_FORECAST, OC54_WEATHER], [("get_current_weather", {"city": "Oslo"})]),
 ("5 day forecast for Madrid pls", [OC54_WEATHER, OC54_FORECAST], [("get_daily_forecast", {"city": "Madrid", "days": 5})]),
 ("weather at 48.85, 2.35?", [OC54_WEATHER, OC54_COORDS], [("get_weather_by_coordinates", {"lat": 48.85, "lon": 2.35})]),
 ("show me all my contacts", [OC54_CONTACT_GET, OC54_CONTACTS_LIST, OC54_CONTACT_SEARCH, OC54_CONTACT_CREATE], [("listContacts", {})]),
 ("pull up contact 4411", [OC54_CONTACTS_LIST, OC54_CONTACT_SEARCH, OC54_CONTACT_GET, OC54_CONTACT_UPDATE], [("getContact", {"contactId": 4411})]),
 ("anyone in my contacts from Acme?", [OC54_CONTACT_GET, OC54_CONTACTS_LIST, OC54_CONTACT_SEARCH], [("searchContacts", {"query": "Acme"})]),
 ("add Dana Whitfield to my contacts, dana@whitfield.io", [OC54_CONTACT_SEARCH, OC54_CONTACT_CREATE, OC54_CONTACT_UPDATE], [("createContact", {"name": "Dana Whitfield", "email": "dana@whitfield.io"})]),
 ("change the phone number on contact 4411 to 555-0199", [OC54_CONTACT_GET, OC54_CONTACT_CREATE, OC54_CONTACT_UPDATE, OC54_CONTACTS_LIST], [("updateContact", {"contactId": 4411, "phone": "555-0199"})]),
 ("how's NVDA doing", [OC54_QUOTES, OC54_QUOTE], [("get_quote", {"symbol": "NVDA"})]),
 ("prices for AAPL, MSFT and GOOG", [OC54_QUOTE, OC54_QUOTES], [("get_batch_quotes", {"symbols": ["AAPL", "MSFT", "GOOG"]})]),
 ("send Marco 25 bucks for pizza and beer", [OC54_PAY, OC54_REQUEST], [("send_money", {"recipient": "Marco", "amount": 25, "note": "pizza and beer"})]),
 ("Jess owes me $40, ask her for it", [OC54_PAY, OC54_REQUEST], [("request_money", {"from_friend": "Jess", "amount": 40})]),
]
ONECALL54_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("cancel my flight from Oslo to Rome", [OC54_FLIGHTS, OC54_HOTELS], []),
 ("why does the US still use miles and feet?", [OC54_UNITS], []),
 ("are salt and pepper shakers dishwasher safe?", [OC54_PRODUCTS, OC54_CART], []),
 ("who wrote Pride and Prejudice?", [OC54_BOOKS, OC54_LOAN], []),
 ("I'm in Berlin, what's a good place to eat?", [OC54_TIME, OC54_WEATHER], []),
 ("delete contact 4411", [OC54_CONTACT_GET, OC54_CONTACTS_LIST, OC54_CONTACT_SEARCH, OC54_CONTACT_UPDATE], []),
 ("should I buy NVDA or AMD?", [OC54_QUOTE, OC54_QUOTES], []),
 ("how do warm and cool light bulbs differ?", [OC54_LIGHTS, OC54_LIGHTS_OFF], []),
 ("what's the history of mac and cheese?", [OC54_RECIPES], []),
 ("how much did Marco send me last month?", [OC54_PAY, OC54_REQUEST], []),
]

# -- single-onecall55: written at round 55 by a helper before any fix it measures (one call wanted: no second call, no wrong neighbour) --
OC55_WEATHER = tool("WeatherNow.current_conditions", "Retrieves the current weather conditions for a location. Returns temperature, humidity, wind and a short summary.",
  {"location": {"type": "string", "description": "The location in the format 'City, State', e.g. 'Austin, TX'."},
   "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Unit system: 'metric' for Celsius, 'imperial' for Fahrenheit.", "default": "metric"}}, ["location"])
OC55_FORECAST = tool("WeatherNow.daily_forecast", "Retrieves the weather forecast for the coming days for a location.",
  {"location": {"type": "string", "description": "The location in the format 'City, State'."},
   "days": {"type": "integer", "description": "Number of days to forecast, 1-14.", "default": 7}}, ["location"])
OC55_TAGS = tool("add_ticket_tags", "Adds one or more tags to an existing support ticket.",
  {"ticket_id": {"type": "integer", "description": "The numeric ID of the ticket."},
   "tags": {"type": "array", "items": {"type": "string"}, "description": "The tags to add, e.g. ['billing', 'vip']."}}, ["ticket_id", "tags"])
OC55_CLOSE = tool("close_ticket", "Closes a support ticket.",
  {"ticket_id": {"type": "integer", "description": "The numeric ID of the ticket."}}, ["ticket_id"])
OC55_TICKET = tool("get_ticket", "Returns the details of a single support ticket by its ID.",
  {"ticket_id": {"type": "integer", "description": "The numeric ID of the ticket."}}, ["ticket_id"])
OC55_PRS = tool("list_pull_requests", "Lists pull requests of a repository.",
  {"repo": {"type": "string", "description": "Repository in the form 'owner/name'."},
   "state": {"type": "string", "enum": ["open", "closed", "all"], "description": "Filter by state.", "default": "open"},
   "sort": {"type": "string", "enum": ["created", "updated", "popularity"], "description": "What to sort the results by.", "default": "created"}}, ["repo"])
OC55_PR = tool("get_pull_request", "Gets a single pull request by its number.",
  {"repo": {"type": "string", "description": "Repository in the form 'owner/name'."},
   "number": {"type": "integer", "description": "The pull request number."}}, ["repo", "number"])
OC55_MERGE = tool("merge_pull_request", "Merges a pull request.",
  {"repo": {"type": "string", "description": "Repository in the form 'owner/name'."},
   "number": {"type": "integer", "description": "The pull request number."}}, ["repo", "number"])
OC55_TRANSLATE = tool("translate_text", "Translates a text into one or more target languages.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_langs": {"type": "array", "items": {"type": "string"}, "description": "ISO 639-1 codes of the target languages, e.g. ['de', 'fr']."}}, ["text", "target_langs"])
OC55_DETECT = tool("detect_language", "Detects the language a text is written in.",
  {"text": {"type": "string", "description": "The text to examine."}}, ["text"])
OC55_FX = tool("get_exchange_rates", "Get the latest exchange rates from a base currency to one or more currencies.",
  {"base": {"type": "string", "description": "Three-letter code of the base currency, e.g. 'USD'."},
   "symbols": {"type": "array", "items": {"type": "string"}, "description": "Three-letter codes of the currencies to quote."}}, ["base", "symbols"])
OC55_CONVERT = tool("convert_amount", "Convert an amount of money from one currency to another.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from": {"type": "string", "description": "Three-letter code of the source currency."},
   "to": {"type": "string", "description": "Three-letter code of the target currency."}}, ["amount", "from", "to"])
OC55_RESTAURANTS = tool("Restaurants_2_FindRestaurants", "Find restaurants in a city by name or cuisine.",
  {"city": {"type": "string", "description": "City where to look, in the format 'City, State'."},
   "name": {"type": "string", "description": "Name of the restaurant, if known.", "default": "dontcare"},
   "cuisine": {"type": "string", "enum": ["Italian", "Mexican", "American", "Japanese", "Indian", "dontcare"], "description": "Kind of food.", "default": "dontcare"}}, ["city"])
OC55_RESERVE = tool("Restaurants_2_ReserveRestaurant", "Reserve a table at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."},
   "city": {"type": "string", "description": "City of the restaurant, 'City, State'."},
   "time": {"type": "string", "description": "Time of the reservation, 'HH:MM' in 24-hour format."},
   "party_size": {"type": "integer", "description": "Number of people.", "default": 2}}, ["restaurant_name", "city", "time"])
OC55_EMAIL = tool("send_email", "Send an email message.",
  {"to": {"type": "string", "description": "Email address of the recipient."},
   "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Body of the message."},
   "cc": {"type": "array", "items": {"type": "string"}, "description": "Addresses to copy.", "default": []}}, ["to", "subject"])
OC55_DRAFTS = tool("list_drafts", "List saved email drafts.",
  {"limit": {"type": "integer", "description": "Maximum number of drafts.", "default": 20}}, [])
OC55_ORDERS = tool("orders.list", "List the customer's orders, newest first.",
  {"status": {"type": "string", "enum": ["pending", "shipped", "delivered", "cancelled"], "description": "Only orders with this status."},
   "limit": {"type": "integer", "description": "Maximum number of orders.", "default": 10}}, [])
OC55_ORDER = tool("orders.get", "Get the full details of one order by its order number.",
  {"order_number": {"type": "string", "description": "The order number, e.g. 'A-10442'."}}, ["order_number"])
OC55_ORDER_SEARCH = tool("orders.search", "Search orders by a product name or keyword.",
  {"query": {"type": "string", "description": "Product name or keyword."}}, ["query"])
OC55_ORDER_CANCEL = tool("orders.cancel", "Cancel an order that has not shipped yet.",
  {"order_number": {"type": "string", "description": "The order number."}}, ["order_number"])
OC55_HELP = tool("cli_help", "Shows usage help for one of the CLI's commands: what it does, its flags and examples.",
  {"command": {"type": "string", "description": "The command to explain, e.g. 'deploy'."}}, ["command"])
OC55_DEPLOY = tool("deploy", "Deploys a service to an environment.",
  {"service": {"type": "string", "description": "The service to deploy."},
   "env": {"type": "string", "enum": ["staging", "production"], "description": "Target environment."}}, ["service", "env"])
OC55_ROLLBACK = tool("rollback", "Rolls a service back to its previous release.",
  {"service": {"type": "string", "description": "The service to roll back."}}, ["service"])
OC55_SEARCH = tool("web_search", "Search the web for any topic and return the top results.",
  {"query": {"type": "string", "description": "The search query."}}, ["query"])
OC55_STOCK = tool("get_stock_price", "Get the current trading price of a stock by its ticker symbol.",
  {"ticker": {"type": "string", "description": "Ticker symbol, e.g. 'MSFT'."}}, ["ticker"])
OC55_NEWS = tool("get_company_news", "Get the latest news articles about a company by its ticker symbol.",
  {"ticker": {"type": "string", "description": "Ticker symbol."}}, ["ticker"])
OC55_READ_LATEST = tool("get_meter_reading_latest", "Returns the most recent reading of each meter in a building.",
  {"building_id": {"type": "string", "description": "ID of the building."},
   "metric": {"type": "string", "enum": ["electricity", "water", "gas"], "description": "Which meters."}}, ["building_id"])
OC55_READ_HISTORY = tool("get_meter_reading_history", "Returns the readings of the meters in a building over a past time span, ordered by timestamp.",
  {"building_id": {"type": "string", "description": "ID of the building."},
   "metric": {"type": "string", "enum": ["electricity", "water", "gas"], "description": "Which meters."},
   "timespan_hours": {"type": "integer", "description": "How many hours back to go.", "default": 24}}, ["building_id"])
OC55_PLAYLIST = tool("get_playlist", "Get the tracks of a saved playlist by its name.",
  {"name": {"type": "string", "description": "Name of the playlist."}}, ["name"])
OC55_PLAY = tool("play_media", "Start playing a song, album or playlist on a speaker.",
  {"item": {"type": "string", "description": "Name of the song, album or playlist to play."},
   "device": {"type": "string", "description": "Speaker to play on.", "default": "default"}}, ["item"])
OC55_PAUSE = tool("pause_playback", "Pause what is playing on a speaker.",
  {"device": {"type": "string", "description": "Speaker.", "default": "default"}}, [])
OC55_DETAILS = tool("getRestaurantDetails", "Returns address, opening hours and phone number of a restaurant.",
  {"restaurantId": {"type": "string", "description": "The restaurant's ID."}}, ["restaurantId"])
OC55_REVIEWS = tool("getRestaurantReviews", "Returns what customers wrote about a restaurant: reviews and star ratings.",
  {"restaurantId": {"type": "string", "description": "The restaurant's ID."}}, ["restaurantId"])
OC55_MENU = tool("getRestaurantMenu", "Returns the menu of a restaurant with prices.",
  {"restaurantId": {"type": "string", "description": "The restaurant's ID."}}, ["restaurantId"])
OC55_EVENTS = tool("calendar_list_events", "Lists calendar events on a given date.",
  {"date": {"type": "string", "description": "The date, YYYY-MM-DD."}}, ["date"])
OC55_EVENT_NEW = tool("calendar_create_event", "Creates a calendar event.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "The date, YYYY-MM-DD."},
   "time": {"type": "string", "description": "Start time, HH:MM."}}, ["title", "date", "time"])
OC55_EVENT_DELETE = tool("calendar_delete_event", "Deletes (cancels) a calendar event by its ID.",
  {"event_id": {"type": "string", "description": "ID of the event."}}, ["event_id"])
OC55_EVENT_MOVE = tool("calendar_update_event", "Changes the date or time of an existing calendar event.",
  {"event_id": {"type": "string", "description": "ID of the event."},
   "date": {"type": "string", "description": "New date, YYYY-MM-DD."},
   "time": {"type": "string", "description": "New start time, HH:MM."}}, ["event_id"])
OC55_HTTP = tool("send_http_request", "Sends an HTTP request (GET, POST, PUT, DELETE) to a URL and returns the response.",
  {"method": {"type": "string", "enum": ["GET", "POST", "PUT", "DELETE"], "description": "HTTP method."},
   "url": {"type": "string", "description": "The URL to call."}}, ["method", "url"])
OC55_PAGE = tool("fetch_page_metadata", "Returns the title, description and preview image of a web page.",
  {"url": {"type": "string", "description": "The page URL."}}, ["url"])
ONECALL55: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("we're going hiking near Mount Rainier this weekend and i want to know what it's like up there right now. Please use Ashford, WA as the location and give me fahrenheit", [OC55_WEATHER, OC55_FORECAST], [("WeatherNow.current_conditions", {"location": "Ashford, WA", "units": "imperial"})]),
 ("pls tag ticket 5521 with billing, refund and urgent", [OC55_TICKET, OC55_TAGS, OC55_CLOSE], [("add_ticket_tags", {"ticket_id": 5521, "tags": ["billing", "refund", "urgent"]})]),
 ("Could you add the tags 'vip' and 'churn-risk' to ticket #7730? The customer called twice already today.", [OC55_CLOSE, OC55_TAGS], [("add_ticket_tags", {"ticket_id": 7730, "tags": ["vip", "churn-risk"]})]),
 ("Can you list the closed pull requests of acme/webshop? Also I'd like them sorted by most recently updated.", [OC55_PRS, OC55_PR, OC55_MERGE], [("list_pull_requests", {"repo": "acme/webshop", "state": "closed", "sort": "updated"})]),
 ("translate 'where is the train station' to german and italian", [OC55_DETECT, OC55_TRANSLATE], [("translate_text", {"text": "where is the train station", "target_langs": ["de", "it"]})]),
 ("I need the current rates from USD to EUR, GBP and JPY for my expense sheet", [OC55_CONVERT, OC55_FX], [("get_exchange_rates", {"base": "USD", "symbols": ["EUR", "GBP", "JPY"]})]),
 ("Find me the restaurant called Salt and Straw in Portland, OR. My wife loves their ice cream", [OC55_RESERVE, OC55_RESTAURANTS], [("Restaurants_2_FindRestaurants", {"city": "Portland, OR", "name": "Salt and Straw"})]),
 ("book a table at Rose and Crown in Palo Alto, CA for 4 people at 19:30. its my dads birthday", [OC55_RESTAURANTS, OC55_RESERVE], [("Restaurants_2_ReserveRestaurant", {"restaurant_name": "Rose and Crown", "city": "Palo Alto, CA", "time": "19:30", "party_size": 4})]),
 ("email sam@lumen.io with subject 'Q3 numbers' and cc nina@lumen.io and raj@lumen.io", [OC55_DRAFTS, OC55_EMAIL], [("send_email", {"to": "sam@lumen.io", "subject": "Q3 numbers", "cc": ["nina@lumen.io", "raj@lumen.io"]})]),
 ("whats going on with order A-20931? it was supposed to arrive monday", [OC55_ORDERS, OC55_ORDER, OC55_ORDER_SEARCH, OC55_ORDER_CANCEL], [("orders.get", {"order_number": "A-20931"})]),
 ("did I ever order a yoga mat from you guys?", [OC55_ORDER, OC55_ORDERS, OC55_ORDER_SEARCH], [("orders.search", {"query": "yoga mat"})]),
 ("show my orders that already shipped", [OC55_ORDER_SEARCH, OC55_ORDER, OC55_ORDERS, OC55_ORDER_CANCEL], [("orders.list", {"status": "shipped"})]),
 ("I don't really get how the rollback command works, what flags does it take?", [OC55_DEPLOY, OC55_ROLLBACK, OC55_HELP], [("cli_help", {"command": "rollback"})]),
 ("roll back the payments service, the last release broke checkout", [OC55_HELP, OC55_DEPLOY, OC55_ROLLBACK], [("rollback", {"service": "payments"})]),
 ("what's Nvidia trading at right now? ticker NVDA", [OC55_SEARCH, OC55_NEWS, OC55_STOCK], [("get_stock_price", {"ticker": "NVDA"})]),
 ("any recent headlines about TSLA?", [OC55_STOCK, OC55_SEARCH, OC55_NEWS], [("get_company_news", {"ticker": "TSLA"})]),
 ("How much electricity did building B7 use over the past 6 hours? I want to see it by timestamp", [OC55_READ_LATEST, OC55_READ_HISTORY], [("get_meter_reading_history", {"building_id": "B7", "metric": "electricity", "timespan_hours": 6})]),
 ("what are the water meters in building B7 showing at the moment", [OC55_READ_HISTORY, OC55_READ_LATEST], [("get_meter_reading_latest", {"building_id": "B7", "metric": "water"})]),
 ("put on my playlist Road Trip Mix on the garage speaker", [OC55_PLAYLIST, OC55_PAUSE, OC55_PLAY], [("play_media", {"item": "Road Trip Mix", "device": "garage speaker"})]),
 ("which songs are on my Sunday Chill playlist?", [OC55_PLAY, OC55_PLAYLIST], [("get_playlist", {"name": "Sunday Chill"})]),
 ("what do people say about restaurant r-8812, is it any good?", [OC55_DETAILS, OC55_MENU, OC55_REVIEWS], [("getRestaurantReviews", {"restaurantId": "r-8812"})]),
 ("when does r-8812 open on sundays", [OC55_REVIEWS, OC55_MENU, OC55_DETAILS], [("getRestaurantDetails", {"restaurantId": "r-8812"})]),
 ("cancel event evt_4410, the client can't make it", [OC55_EVENTS, OC55_EVENT_NEW, OC55_EVENT_DELETE, OC55_EVENT_MOVE], [("calendar_delete_event", {"event_id": "evt_4410"})]),
 ("push evt_4410 to 2026-12-03 at 15:00 please", [OC55_EVENT_DELETE, OC55_EVENTS, OC55_EVENT_MOVE, OC55_EVENT_NEW], [("calendar_update_event", {"event_id": "evt_4410", "date": "2026-12-03", "time": "15:00"})]),
 ("I'm debugging our api, can you send a DELETE to https://api.lumen.io/v2/sessions/991 and tell me what comes back?", [OC55_PAGE, OC55_HTTP], [("send_http_request", {"method": "DELETE", "url": "https://api.lumen.io/v2/sessions/991"})]),
]
ONECALL55_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's it like right now in Ashford, WA and in Tacoma, WA?", [OC55_WEATHER, OC55_FORECAST], [("WeatherNow.current_conditions", {"location": "Ashford, WA"}), ("WeatherNow.current_conditions", {"location": "Tacoma, WA"})]),
 ("tag ticket 5521 as billing and close ticket 5522", [OC55_TICKET, OC55_TAGS, OC55_CLOSE], [("add_ticket_tags", {"ticket_id": 5521, "tags": ["billing"]}), ("close_ticket", {"ticket_id": 5522})]),
 ("show me order A-20931, then cancel order A-20940", [OC55_ORDERS, OC55_ORDER, OC55_ORDER_CANCEL], [("orders.get", {"order_number": "A-20931"}), ("orders.cancel", {"order_number": "A-20940"})]),
 ("convert 250 USD to EUR and 90 GBP to JPY", [OC55_CONVERT], [("convert_amount", {"amount": 250, "from": "USD", "to": "EUR"}), ("convert_amount", {"amount": 90, "from": "GBP", "to": "JPY"})]),
 ("return the yoga mat from order A-20931", [OC55_ORDER, OC55_ORDERS, OC55_ORDER_SEARCH, OC55_ORDER_CANCEL], []),
 ("whats the best month to hike Mount Rainier?", [OC55_WEATHER, OC55_FORECAST], []),
 ("should I sell my NVDA shares before earnings?", [OC55_SEARCH, OC55_STOCK], []),
 ("who founded Salt and Straw?", [OC55_RESTAURANTS, OC55_RESERVE], []),
 ("reopen ticket 5521", [OC55_TICKET, OC55_TAGS, OC55_CLOSE], []),
 ("what is the difference between a rollback and a redeploy?", [OC55_DEPLOY, OC55_ROLLBACK], []),
]

# -- single-enum54: written at round 54 by a helper before any fix it measures (enum values chosen by meaning) --
EN54_TICKETS = tool("tickets_list", "Lists the tickets of the help desk, newest first.",
  {"status": {"type": "string", "enum": ["OPEN", "PENDING", "SOLVED", "CLOSED"], "description": "Only tickets in this status."},
   "requester": {"type": "string", "description": "Email of the person who raised the tickets."}}, [])
EN54_INCIDENT = tool("create_incident", "Opens a new incident for the on-call team.",
  {"title": {"type": "string", "description": "A short summary of the incident."},
   "priority": {"type": "string", "enum": ["P1", "P2", "P3", "P4"], "description": "Priority of the incident, P1 being the highest."}}, ["title"])
EN54_WEATHER = tool("current_weather", "Current weather data for a city.",
  {"q": {"type": "string", "description": "City name, e.g. London."},
   "units": {"type": "string", "enum": ["standard", "metric", "imperial"], "description": "Units of measurement."}}, ["q"])
EN54_SUPPORT = tool("open_support_case", "Open a support case about one of the customer's devices.",
  {"device_type": {"type": "string", "enum": ["MOBILE", "COMPUTER", "TABLET", "TV"], "description": "The kind of device."},
   "summary": {"type": "string", "description": "What is wrong."}}, ["device_type", "summary"])
EN54_STATS = tool("get_signup_stats", "Returns the number of new signups over a period.",
  {"period": {"type": "string", "enum": ["1d", "7d", "30d", "90d"], "description": "The period to count over."}}, ["period"])
EN54_REPORT = tool("schedule_report", "Schedule a report to be emailed on a recurring basis.",
  {"report": {"type": "string", "description": "Name of the report."},
   "frequency": {"type": "string", "description": "How often the report is sent. One of: daily, weekly, monthly."}}, ["report", "frequency"])
EN54_HOTELS = tool("searchHotels", "Search hotels in a city.",
  {"city": {"type": "string", "description": "City to search in."},
   "sortBy": {"type": "string", "enum": ["RECOMMENDED", "PRICE_LOW_TO_HIGH", "PRICE_HIGH_TO_LOW", "DISTANCE"], "description": "Order of the results."}}, ["city"])
EN54_HVAC = tool("set_hvac_mode", "Set the operating mode of the thermostat.",
  {"mode": {"type": "string", "enum": ["HEAT", "COOL", "AUTO", "OFF"], "description": "The HVAC mode."}}, ["mode"])
EN54_MAIL = tool("list_messages", "Lists messages in the user's mailbox.",
  {"filter": {"type": "string", "enum": ["ALL", "UNREAD", "STARRED"], "description": "Which messages to list."},
   "from": {"type": "string", "description": "Only messages from this sender."}}, [])
EN54_INVOICES = tool("list_invoices", "List invoices for the account.",
  {"status": {"type": "string", "enum": ["draft", "paid", "unpaid", "void"], "description": "Filter by invoice status."},
   "customer": {"type": "string", "description": "Customer name."}}, [])
EN54_TASKS = tool("get_tasks", "Get tasks from a project board.",
  {"project": {"type": "string", "description": "Project name."},
   "state": {"type": "string", "enum": ["TODO", "IN_PROGRESS", "DONE"], "description": "Task state."}}, ["project"])
EN54_EXPORT = tool("export_report", "Export a saved report to a file.",
  {"report_id": {"type": "string", "description": "ID of the report."},
   "format": {"type": "string", "enum": ["PDF", "XLSX", "JSON"], "description": "File format of the export."}}, ["report_id", "format"])
EN54_DEPENDENT = tool("add_dependent", "Add a dependent to the member's insurance plan.",
  {"name": {"type": "string", "description": "Full name of the dependent."},
   "relationship": {"type": "string", "enum": ["SPOUSE", "CHILD", "PARENT", "OTHER"], "description": "How the dependent is related to the member."}}, ["name", "relationship"])
EN54_ANALYTICS = tool("get_page_views", "Get page views for the website.",
  {"date_range": {"type": "string", "enum": ["today", "yesterday", "last_7_days", "last_30_days", "last_90_days"], "description": "The date range."}}, [])
EN54_TODO = tool("create_todo", "Create a to-do item.",
  {"title": {"type": "string", "description": "What to do."},
   "importance": {"type": "string", "description": "How important it is: low, normal or high."}}, ["title"])
EN54_DIRECTIONS = tool("get_route", "Get a route between two places.",
  {"from": {"type": "string", "description": "Start address."},
   "to": {"type": "string", "description": "End address."},
   "units": {"type": "string", "enum": ["imperial", "metric"], "description": "Unit system for distances."}}, ["from", "to"])
EN54_REDDIT = tool("get_subreddit_posts", "Get posts from a subreddit.",
  {"subreddit": {"type": "string", "description": "Name of the subreddit without r/."},
   "sort": {"type": "string", "enum": ["hot", "new", "top", "rising"], "description": "Sort order."}}, ["subreddit"])
EN54_NOTE = tool("create_note", "Create a note.", {"content": {"type": "string", "description": "Text of the note."}}, ["content"])
EN54_TIME = tool("get_time", "Get the current time in a city.", {"city": {"type": "string", "description": "City name."}}, ["city"])

ENUM54: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("show me all the unresolved tickets", [EN54_TICKETS, EN54_INCIDENT], [("tickets_list", {"status": "OPEN"})]),
 ("it's urgent!! open an incident: checkout page is down", [EN54_INCIDENT, EN54_TICKETS], [("create_incident", {"title": "checkout page is down", "priority": "P1"})]),
 ("weather in Chicago, in fahrenheit please", [EN54_WEATHER, EN54_TIME], [("current_weather", {"q": "Chicago", "units": "imperial"})]),
 ("What's it like outside in Oslo right now? celsius", [EN54_WEATHER, EN54_TIME], [("current_weather", {"q": "Oslo", "units": "metric"})]),
 ("my laptop won't turn on, can you open a support case", [EN54_SUPPORT, EN54_NOTE], [("open_support_case", {"device_type": "COMPUTER", "summary": "laptop won't turn on"})]),
 ("open a case: my iphone screen is cracked", [EN54_SUPPORT, EN54_INCIDENT], [("open_support_case", {"device_type": "MOBILE", "summary": "iphone screen is cracked"})]),
 ("how many people signed up last week?", [EN54_STATS, EN54_ANALYTICS], [("get_signup_stats", {"period": "7d"})]),
 ("signups over the past month", [EN54_STATS], [("get_signup_stats", {"period": "30d"})]),
 ("send me the Sales Summary report every day", [EN54_REPORT, EN54_EXPORT], [("schedule_report", {"report": "Sales Summary", "frequency": "daily"})]),
 ("schedule the Churn report for once a month", [EN54_REPORT, EN54_NOTE], [("schedule_report", {"report": "Churn", "frequency": "monthly"})]),
 ("hotels in Lisbon, cheapest first", [EN54_HOTELS, EN54_WEATHER], [("searchHotels", {"city": "Lisbon", "sortBy": "PRICE_LOW_TO_HIGH"})]),
 ("find hotels in Rome closest to me first", [EN54_HOTELS], [("searchHotels", {"city": "Rome", "sortBy": "DISTANCE"})]),
 ("it's freezing in here, switch the thermostat to heating", [EN54_HVAC, EN54_WEATHER], [("set_hvac_mode", {"mode": "HEAT"})]),
 ("show me the emails I haven't read yet", [EN54_MAIL, EN54_NOTE], [("list_messages", {"filter": "UNREAD"})]),
 ("which invoices has Globex not paid?", [EN54_INVOICES, EN54_MAIL], [("list_invoices", {"status": "unpaid", "customer": "Globex"})]),
 ("what's finished on the Website Redesign board?", [EN54_TASKS, EN54_NOTE], [("get_tasks", {"project": "Website Redesign", "state": "DONE"})]),
 ("export report 8812 as a spreadsheet", [EN54_EXPORT, EN54_REPORT], [("export_report", {"report_id": "8812", "format": "XLSX"})]),
 ("add my wife Dana Kim to my insurance plan", [EN54_DEPENDENT, EN54_NOTE], [("add_dependent", {"name": "Dana Kim", "relationship": "SPOUSE"})]),
 ("page views over the last week pls", [EN54_ANALYTICS, EN54_STATS], [("get_page_views", {"date_range": "last_7_days"})]),
 ("Add a todo to renew my passport, super important", [EN54_TODO, EN54_NOTE], [("create_todo", {"title": "renew my passport", "importance": "high"})]),
 ("driving route from Austin to Dallas in kilometers", [EN54_DIRECTIONS, EN54_WEATHER], [("get_route", {"from": "Austin", "to": "Dallas", "units": "metric"})]),
 ("latest posts on r/python", [EN54_REDDIT, EN54_NOTE], [("get_subreddit_posts", {"subreddit": "python", "sort": "new"})]),
 ("list the tickets raised by ana@acme.io", [EN54_TICKETS], [("tickets_list", {"requester": "ana@acme.io"})]),
 ("get the tasks on the Mobile App board", [EN54_TASKS], [("get_tasks", {"project": "Mobile App"})]),
]
ENUM54_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("why are so many of our tickets unresolved?", [EN54_TICKETS], []),
 ("What does P1 mean for an incident?", [EN54_INCIDENT], []),
 ("Is fahrenheit or celsius more common in Canada?", [EN54_WEATHER], []),
 ("should I buy a laptop or a tablet for college?", [EN54_SUPPORT, EN54_NOTE], []),
 ("how many days are in a week?", [EN54_STATS], []),
 ("is it cheaper to stay in Lisbon or Porto?", [EN54_HOTELS], []),
 ("how do I know if my wife is on my insurance plan?", [EN54_DEPENDENT], []),
 ("what's the best spreadsheet app for a mac?", [EN54_EXPORT], []),
 ("how many kilometers is a mile?", [EN54_DIRECTIONS], []),
 ("delete the emails I haven't read", [EN54_MAIL], []),
]
# -- single-literal54: written at round 54 by a helper before any fix it measures (literal spans cut or placed) --
LI54_NEWS = tool("getEverything", "Search news articles from a news source or blog.",
  {"sources": {"type": "string", "description": "The news source to pull articles from, e.g. bbc-news or The Guardian."},
   "q": {"type": "string", "description": "Keywords to search for in the article title and body."},
   "language": {"type": "string", "description": "The 2-letter ISO-639-1 code of the language, e.g. 'en'."}}, ["sources"])
LI54_HEADLINES = tool("get_top_headlines", "Returns breaking news headlines for a country.",
  {"country": {"type": "string", "description": "The 2-letter ISO 3166-1 code of the country, e.g. 'us'."}}, ["country"])
LI54_JOBS = tool("search_jobs", "Search open job postings.",
  {"keywords": {"type": "string", "description": "Job title or skills to search for."},
   "company": {"type": "string", "description": "Only postings from this employer."},
   "location": {"type": "string", "description": "City or region of the job."}}, ["keywords"])
LI54_COMPANY = tool("get_company_profile", "Get the profile of a public company: sector, headquarters, CEO and market cap.",
  {"company_name": {"type": "string", "description": "The full name of the company."}}, ["company_name"])
LI54_TRAIN = tool("search_trains", "Find train connections between two cities.",
  {"departure_city": {"type": "string", "description": "City the trip starts from."},
   "arrival_city": {"type": "string", "description": "City the trip ends in."},
   "date": {"type": "string", "description": "Travel date in YYYY-MM-DD format."}}, ["departure_city", "arrival_city"])
LI54_OPEN = tool("open_document", "Open a document from the user's files.",
  {"filename": {"type": "string", "description": "The document's file name including its extension."}}, ["filename"])
LI54_DELETE_FILE = tool("delete_file", "Move a file to the trash.",
  {"filename": {"type": "string", "description": "Name of the file to delete."}}, ["filename"])
LI54_REMIND = tool("set_reminder", "Schedule a reminder that notifies the user.",
  {"message": {"type": "string", "description": "What to remind the user about."},
   "minutes_from_now": {"type": "integer", "description": "Delay before the reminder fires, in minutes."}}, ["message", "minutes_from_now"])
LI54_STATUS = tool("users_profile_set_status", "Set the user's status text.",
  {"status_text": {"type": "string", "description": "The status text, up to 100 characters."},
   "status_emoji": {"type": "string", "description": "An emoji code like :palm_tree:."}}, ["status_text"])
LI54_TRANSFER = tool("transfer_funds", "Move money between two of the user's own accounts.",
  {"from_account": {"type": "string", "description": "Name of the account to take the money from."},
   "to_account": {"type": "string", "description": "Name of the account to put the money in."},
   "amount": {"type": "number", "description": "The amount to move."}}, ["from_account", "to_account", "amount"])
LI54_BALANCE = tool("get_balance", "Get the balance of one of the user's accounts.",
  {"account": {"type": "string", "description": "Name of the account."}}, ["account"])
LI54_RENAME = tool("renamePlaylist", "Rename one of the user's playlists.",
  {"currentName": {"type": "string", "description": "The playlist's current name."},
   "newName": {"type": "string", "description": "The new name for the playlist."}}, ["currentName", "newName"])
LI54_WATCH = tool("add_to_watchlist", "Add a movie or show to the user's watchlist.",
  {"title": {"type": "string", "description": "Title of the movie or show."}}, ["title"])
LI54_PRICE = tool("track_price", "Watch a product's price and alert when it drops.",
  {"product": {"type": "string", "description": "The product name."},
   "target_price": {"type": "number", "description": "Alert when the price is at or below this amount."}}, ["product"])
LI54_ADDRESS = tool("update_shipping_address", "Change the shipping address of an order.",
  {"order_id": {"type": "string", "description": "The order ID."},
   "address": {"type": "string", "description": "The full new street address."}}, ["order_id", "address"])
LI54_ORDER = tool("get_order", "Look up an order by its ID.",
  {"order_id": {"type": "string", "description": "The order ID."}}, ["order_id"])
LI54_FOLDER = tool("create_folder", "Create a new folder.",
  {"name": {"type": "string", "description": "The folder name."},
   "parent": {"type": "string", "description": "Name of the folder to create it in. Defaults to the root."}}, ["name"])
LI54_TRANSLATE = tool("translate", "Translate text between two languages.",
  {"text": {"type": "string", "description": "Text to translate."},
   "source_language": {"type": "string", "description": "Language of the text, e.g. English."},
   "target_language": {"type": "string", "description": "Language to translate into, e.g. French."}}, ["text", "target_language"])
LI54_DM = tool("send_direct_message", "Send a direct message to a user.",
  {"recipient": {"type": "string", "description": "Username of the person to message."},
   "text": {"type": "string", "description": "The message text."}}, ["recipient", "text"])
LI54_ARTIST = tool("play_artist", "Play songs by an artist or band.",
  {"artist_name": {"type": "string", "description": "The artist or band name."}}, ["artist_name"])
LI54_QUOTE = tool("get_book_info", "Look up a book: author, year and summary.",
  {"book_title": {"type": "string", "description": "The title of the book."}}, ["book_title"])
LI54_WEATHER = tool("get_weather", "Current weather for a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])

LITERAL54: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("latest headlines from Reuters", [LI54_NEWS, LI54_HEADLINES], [("getEverything", {"sources": "Reuters"})]),
 ("pull up articles about the rail strike from the BBC", [LI54_NEWS, LI54_WEATHER], [("getEverything", {"sources": "BBC", "q": "rail strike"})]),
 ("any data engineer jobs at Stripe?", [LI54_JOBS, LI54_COMPANY], [("search_jobs", {"keywords": "data engineer", "company": "Stripe"})]),
 ("find me nursing jobs in Leeds", [LI54_JOBS, LI54_WEATHER], [("search_jobs", {"keywords": "nursing", "location": "Leeds"})]),
 ("Tell me about Procter and Gamble", [LI54_COMPANY, LI54_NEWS], [("get_company_profile", {"company_name": "Procter and Gamble"})]),
 ("who's the CEO of Johnson & Johnson", [LI54_COMPANY, LI54_JOBS], [("get_company_profile", {"company_name": "Johnson & Johnson"})]),
 ("trains to Lyon from Marseille on 2026-12-04", [LI54_TRAIN, LI54_WEATHER], [("search_trains", {"departure_city": "Marseille", "arrival_city": "Lyon", "date": "2026-12-04"})]),
 ("need a train from Utrecht to Rotterdam", [LI54_TRAIN], [("search_trains", {"departure_city": "Utrecht", "arrival_city": "Rotterdam"})]),
 ("open Q3 Budget Final.xlsx", [LI54_OPEN, LI54_DELETE_FILE], [("open_document", {"filename": "Q3 Budget Final.xlsx"})]),
 ("pls trash old resume draft.docx", [LI54_DELETE_FILE, LI54_OPEN], [("delete_file", {"filename": "old resume draft.docx"})]),
 ("remind me in 15 minutes to take the pizza out", [LI54_REMIND, LI54_STATUS], [("set_reminder", {"message": "take the pizza out", "minutes_from_now": 15})]),
 ("Set a reminder to call the landlord in 45 minutes", [LI54_REMIND], [("set_reminder", {"message": "call the landlord", "minutes_from_now": 45})]),
 ("set my status to \"Heads down - back at 3pm\"", [LI54_STATUS, LI54_REMIND], [("users_profile_set_status", {"status_text": "Heads down - back at 3pm"})]),
 ("move 250 from Savings to Checking", [LI54_TRANSFER, LI54_BALANCE], [("transfer_funds", {"from_account": "Savings", "to_account": "Checking", "amount": 250})]),
 ("Put $80 into my Holiday Fund from Everyday Spending", [LI54_TRANSFER, LI54_BALANCE], [("transfer_funds", {"from_account": "Everyday Spending", "to_account": "Holiday Fund", "amount": 80})]),
 ("rename my playlist Gym Mix to Morning Run", [LI54_RENAME, LI54_ARTIST], [("renamePlaylist", {"currentName": "Gym Mix", "newName": "Morning Run"})]),
 ("add The Lord of the Rings: The Two Towers to my watchlist", [LI54_WATCH, LI54_QUOTE], [("add_to_watchlist", {"title": "The Lord of the Rings: The Two Towers"})]),
 ("watch the price of the Nintendo Switch OLED for me, tell me if it hits 299", [LI54_PRICE, LI54_ORDER], [("track_price", {"product": "Nintendo Switch OLED", "target_price": 299})]),
 ("ship order A-5521 to 742 Evergreen Terrace, Springfield instead", [LI54_ADDRESS, LI54_ORDER], [("update_shipping_address", {"order_id": "A-5521", "address": "742 Evergreen Terrace, Springfield"})]),
 ("make a folder called Client Photos 2026 inside Projects", [LI54_FOLDER, LI54_DELETE_FILE], [("create_folder", {"name": "Client Photos 2026", "parent": "Projects"})]),
 ("translate 'no pain, no gain' from English into Italian", [LI54_TRANSLATE, LI54_QUOTE], [("translate", {"text": "no pain, no gain", "source_language": "English", "target_language": "Italian"})]),
 ("DM jhalpert: the meeting moved to room 4B", [LI54_DM, LI54_STATUS], [("send_direct_message", {"recipient": "jhalpert", "text": "the meeting moved to room 4B"})]),
 ("put on some Simon and Garfunkel", [LI54_ARTIST, LI54_WATCH], [("play_artist", {"artist_name": "Simon and Garfunkel"})]),
 ("who wrote Pride and Prejudice", [LI54_QUOTE, LI54_WATCH], [("get_book_info", {"book_title": "Pride and Prejudice"})]),
]
LITERAL54_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("is Reuters more reliable than the BBC?", [LI54_NEWS, LI54_HEADLINES], []),
 ("how do I write a cover letter for Stripe?", [LI54_JOBS, LI54_COMPANY], []),
 ("how long is the drive from Marseille to Lyon?", [LI54_TRAIN, LI54_WEATHER], []),
 ("rename Q3 Budget Final.xlsx to Q3 Budget.xlsx", [LI54_OPEN, LI54_DELETE_FILE], []),
 ("what reminders do I have for today?", [LI54_REMIND, LI54_STATUS], []),
 ("how much interest does Savings earn?", [LI54_TRANSFER, LI54_BALANCE], []),
 ("delete my playlist Gym Mix", [LI54_RENAME, LI54_ARTIST], []),
 ("is the Nintendo Switch OLED worth it?", [LI54_PRICE, LI54_ORDER], []),
 ("cancel order A-5521", [LI54_ADDRESS, LI54_ORDER], []),
 ("what does 'no pain, no gain' mean?", [LI54_TRANSLATE, LI54_QUOTE], []),
]

DE54_METAR = tool("get_metar", "Returns the latest METAR observation for an ICAO station.",
  {"station": {"type": "string", "description": "ICAO station identifier, e.g. 'EGLL'."}}, ["station"])
DE54_TAF = tool("get_taf", "Returns the current TAF for an ICAO station.",
  {"station": {"type": "string", "description": "ICAO station identifier."}}, ["station"])
DE54_AWB = tool("track_shipment", "Retrieve tracking events for an air waybill.",
  {"awb": {"type": "string", "description": "11-digit AWB number, e.g. '020-12345675'."}}, ["awb"])
DE54_SHIP = tool("create_shipment", "Create a shipment and return a label.",
  {"weight_kg": {"type": "number", "description": "Gross weight in kg."},
   "destination_country": {"type": "string", "description": "ISO 3166-1 alpha-2 code."}}, ["weight_kg", "destination_country"])
DE54_FX = tool("fx_rate", "Spot rate for a currency pair.",
  {"from_ccy": {"type": "string", "description": "ISO 4217 base currency."},
   "to_ccy": {"type": "string", "description": "ISO 4217 quote currency."}}, ["from_ccy", "to_ccy"])
DE54_INC = tool("incident_create", "Opens a new record in the incident table.",
  {"short_description": {"type": "string", "description": "One-line summary."},
   "urgency": {"type": "string", "enum": ["1", "2", "3"], "description": "1 = high, 3 = low.", "default": "3"}}, ["short_description"])
DE54_INC_GET = tool("incident_get", "Fetch an incident record by its number.",
  {"number": {"type": "string", "description": "Incident number, e.g. INC0010023."}}, ["number"])
DE54_DNS = tool("dns_lookup", "Resolve DNS records.",
  {"hostname": {"type": "string", "description": "Fully qualified domain name."},
   "record_type": {"type": "string", "enum": ["A", "AAAA", "MX", "TXT", "CNAME", "NS"], "default": "A"}}, ["hostname"])
DE54_GEO = tool("geocode", "Forward geocoding: converts a free-form address into coordinates.",
  {"address": {"type": "string", "description": "The address to geocode."}}, ["address"])
DE54_PNR = tool("pnr_retrieve", "Retrieve a PNR by record locator.",
  {"record_locator": {"type": "string", "description": "6-character record locator."},
   "last_name": {"type": "string", "description": "Surname of a passenger on the PNR."}}, ["record_locator", "last_name"])
DE54_WHOIS = tool("whois", "WHOIS registration data for a domain.",
  {"domain": {"type": "string", "description": "Domain name, without scheme."}}, ["domain"])
DE54_LAST = tool("ticker_last", "Last traded price for a symbol.",
  {"symbol": {"type": "string", "description": "Exchange ticker, e.g. MSFT."}}, ["symbol"])
DE54_TZ = tool("tz_now", "Current local time in an IANA zone.",
  {"tz": {"type": "string", "description": "IANA zone name, e.g. Europe/Paris."}}, ["tz"])
DE54_VIN = tool("vin_decode", "Decode a 17-character VIN.",
  {"vin": {"type": "string", "description": "Vehicle identification number."}}, ["vin"])
DE54_IPINFO = tool("ipinfo", "Geolocation and ASN data for an IPv4 or IPv6 address.",
  {"ip": {"type": "string", "description": "The address to look up."}}, ["ip"])
DE54_ISBN = tool("isbn_lookup", "Bibliographic metadata for an ISBN-10 or ISBN-13.",
  {"isbn": {"type": "string", "description": "The ISBN, digits only."}}, ["isbn"])
DE54_BP = tool("bp_log", "Record a blood pressure reading.",
  {"systolic": {"type": "integer", "description": "Systolic, mmHg."},
   "diastolic": {"type": "integer", "description": "Diastolic, mmHg."}}, ["systolic", "diastolic"])
DE54_PR_MERGE = tool("pr_merge", "Merge a pull request.",
  {"repo": {"type": "string", "description": "owner/name"},
   "number": {"type": "integer", "description": "PR number."}}, ["repo", "number"])
DE54_PR_GET = tool("pr_get", "Get a pull request.",
  {"repo": {"type": "string", "description": "owner/name"},
   "number": {"type": "integer", "description": "PR number."}}, ["repo", "number"])
DE54_AQI = tool("aqi_current", "Current air quality index (AQI) for a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])
DE54_SKU = tool("sku_stock", "On-hand inventory for a SKU across warehouses.",
  {"sku": {"type": "string", "description": "The SKU code."}}, ["sku"])
DE54_NUTRI = tool("nutri_facts", "Nutrition facts per 100 g of a food.",
  {"food": {"type": "string", "description": "Food name, in English."}}, ["food"])
DE54_FIDS = tool("fids_status", "Live FIDS data for a flight.",
  {"flight_iata": {"type": "string", "description": "IATA flight designator, e.g. 'LH400'."}}, ["flight_iata"])
DE54_FREEBUSY = tool("cal_freebusy", "Query free/busy information for a calendar.",
  {"email": {"type": "string", "description": "Calendar owner's address."},
   "date": {"type": "string", "description": "Day to check, YYYY-MM-DD."}}, ["email", "date"])
DECLINE54: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("whats the weather like at KJFK right now", [DE54_METAR, DE54_TAF], [("get_metar", {"station": "KJFK"})]),
 ("where's my package?? 020-12345675", [DE54_AWB, DE54_SHIP], [("track_shipment", {"awb": "020-12345675"})]),
 ("USD/CHF?", [DE54_FX, DE54_LAST], [("fx_rate", {"from_ccy": "USD", "to_ccy": "CHF"})]),
 ("raise an incident - VPN down for the whole Berlin office", [DE54_INC, DE54_INC_GET], [("incident_create", {"short_description": "VPN down for the whole Berlin office"})]),
 ("MX records for proton.me?", [DE54_DNS, DE54_WHOIS], [("dns_lookup", {"hostname": "proton.me", "record_type": "MX"})]),
 ("lat/long of 221B Baker Street, London", [DE54_GEO], [("geocode", {"address": "221B Baker Street, London"})]),
 ("pull up booking QX7T2M for Okafor", [DE54_PNR], [("pnr_retrieve", {"record_locator": "QX7T2M", "last_name": "Okafor"})]),
 ("who registered tinyurl.com", [DE54_WHOIS, DE54_DNS], [("whois", {"domain": "tinyurl.com"})]),
 ("NVDA at the moment?", [DE54_LAST, DE54_FX], [("ticker_last", {"symbol": "NVDA"})]),
 ("what time is it over in Asia/Kolkata", [DE54_TZ], [("tz_now", {"tz": "Asia/Kolkata"})]),
 ("what car is 1HGCM82633A004352?", [DE54_VIN, DE54_ISBN], [("vin_decode", {"vin": "1HGCM82633A004352"})]),
 ("where's 185.60.216.35 from", [DE54_IPINFO, DE54_DNS], [("ipinfo", {"ip": "185.60.216.35"})]),
 ("which book is 9780141439518", [DE54_ISBN, DE54_VIN], [("isbn_lookup", {"isbn": "9780141439518"})]),
 ("log 128 over 84 for me", [DE54_BP], [("bp_log", {"systolic": 128, "diastolic": 84})]),
 ("ship PR 412 in acme/api, it's approved", [DE54_PR_MERGE, DE54_PR_GET], [("pr_merge", {"repo": "acme/api", "number": 412})]),
 ("hows the air in Delhi today", [DE54_AQI, DE54_METAR], [("aqi_current", {"city": "Delhi"})]),
 ("do we still have any AB-2231 left?", [DE54_SKU], [("sku_stock", {"sku": "AB-2231"})]),
 ("calories in an avocado", [DE54_NUTRI], [("nutri_facts", {"food": "avocado"})]),
 ("BA117 - delayed or not?", [DE54_FIDS, DE54_PNR], [("fids_status", {"flight_iata": "BA117"})]),
 ("is maria@corp.com around on 2027-03-04", [DE54_FREEBUSY], [("cal_freebusy", {"email": "maria@corp.com", "date": "2027-03-04"})]),
 ("Will it be foggy at EGLL later this morning?", [DE54_TAF, DE54_METAR], [("get_taf", {"station": "EGLL"})]),
 ("status of INC0010458 pls", [DE54_INC_GET, DE54_INC], [("incident_get", {"number": "INC0010458"})]),
]
DECLINE54_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("How do pilots read a METAR?", [DE54_METAR], []),
 ("Can I change the delivery address for my parcel?", [DE54_AWB], []),
 ("Why is the Swiss franc so strong lately?", [DE54_FX], []),
 ("how many incidents did we close last week?", [DE54_INC], []),
 ("register proton-fans.me for me", [DE54_DNS], []),
 ("directions from 221B Baker Street to King's Cross", [DE54_GEO], []),
 ("cancel booking QX7T2M", [DE54_PNR], []),
 ("where do I find the VIN on a 2012 Civic?", [DE54_VIN], []),
 ("recommend a book like Pride and Prejudice", [DE54_ISBN], []),
 ("is 128 over 84 a healthy bp?", [DE54_BP], []),
 ("who approved PR 412 in acme/api?", [DE54_PR_MERGE], []),
 ("what's a good air purifier for a small bedroom?", [DE54_AQI], []),
 ("reorder 50 of AB-2231", [DE54_SKU], []),
 ("Book me on BA117 tomorrow", [DE54_FIDS], []),
]
# -- single-implied54: written at round 54 by a helper before any fix it measures (optional values stated or implied) --
IM54_MAIL = tool("list_messages", "Lists the messages in the user's mailbox.",
  {"folder": {"type": "string", "description": "The mailbox folder to list. Default: INBOX."},
   "unread_only": {"type": "boolean", "description": "If true, return only messages that have not been read.", "default": False},
   "max_results": {"type": "integer", "description": "Maximum number of messages to return.", "default": 50}}, [])
IM54_SEND = tool("send_message", "Sends an email message.",
  {"to": {"type": "string", "description": "Recipient email address."},
   "body": {"type": "string", "description": "The message body."}}, ["to", "body"])
IM54_PROJECTS = tool("projects.list", "Returns the projects the authenticated user can access.",
  {"include_archived": {"type": "boolean", "description": "Whether archived projects are included in the response.", "default": False},
   "owner": {"type": "string", "description": "Only return projects owned by this username."}}, [])
IM54_PROJECT_NEW = tool("projects.create", "Creates a new project.",
  {"name": {"type": "string", "description": "Project name."}}, ["name"])
IM54_FETCH = tool("fetch_page", "Downloads a web page and returns its text.",
  {"url": {"type": "string", "description": "The URL of the page."},
   "use_cache": {"type": "boolean", "description": "Serve the page from the local cache when a copy exists.", "default": True}}, ["url"])
IM54_REPO = tool("createRepository", "Create a new repository for the authenticated user.",
  {"name": {"type": "string", "description": "The name of the repository."},
   "isPublic": {"type": "boolean", "description": "Whether the repository is visible to everyone.", "default": True},
   "description": {"type": "string", "description": "A short description of the repository."}}, ["name"])
IM54_GREP = tool("search_code", "Search for a text pattern in the files of the workspace.",
  {"pattern": {"type": "string", "description": "The text or regular expression to search for."},
   "case_sensitive": {"type": "boolean", "description": "Match upper and lower case exactly.", "default": True},
   "path": {"type": "string", "description": "Folder to search in. Defaults to the workspace root."}}, ["pattern"])
IM54_EVENTS = tool("search_events", "Find live events such as concerts and shows in a city.",
  {"city": {"type": "string", "description": "City where the event takes place."},
   "genre": {"type": "string", "description": "Music genre of the event, e.g. rock."},
   "performer": {"type": "string", "description": "Name of the artist or band performing."}}, ["city"])
IM54_FOOD = tool("find_restaurants", "Search restaurants near a location.",
  {"location": {"type": "string", "description": "Address, neighbourhood or city to search near."},
   "cuisine": {"type": "string", "description": "Type of food served, e.g. Mexican."},
   "open_now": {"type": "boolean", "description": "Only return restaurants that are open at the time of the request.", "default": False}}, ["location"])
IM54_NEWS = tool("get_company_news", "Returns recent news articles about a company.",
  {"company": {"type": "string", "description": "Name of the company."},
   "limit": {"type": "integer", "description": "Number of articles to return.", "default": 10}}, ["company"])
IM54_QUOTE = tool("get_quote", "Get the latest share price for a ticker symbol.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. MSFT."}}, ["symbol"])
IM54_HOTELS = tool("search_hotels", "Search hotels in a city.",
  {"city": {"type": "string", "description": "The city to search in."},
   "min_rating": {"type": "number", "description": "Minimum guest rating, from 1 to 5."},
   "pets_allowed": {"type": "boolean", "description": "Only hotels that accept pets.", "default": False}}, ["city"])
IM54_JOBS = tool("search_jobs", "Search open job listings.",
  {"keywords": {"type": "string", "description": "Job title or skills to search for."},
   "location": {"type": "string", "description": "City or region of the job."},
   "remote": {"type": "boolean", "description": "Only return jobs that can be done remotely.", "default": False}}, ["keywords"])
IM54_MOVIES = tool("discover_movies", "Discover movies matching filters.",
  {"director": {"type": "string", "description": "Full name of the director."},
   "genre": {"type": "string", "description": "Movie genre."},
   "year": {"type": "integer", "description": "Release year."}}, [])
IM54_FLIGHTS = tool("search_flights", "Search for flights between two airports.",
  {"origin": {"type": "string", "description": "IATA code of the departure airport."},
   "destination": {"type": "string", "description": "IATA code of the arrival airport."},
   "nonstop": {"type": "boolean", "description": "Only direct flights with no layovers.", "default": False},
   "max_results": {"type": "integer", "description": "How many offers to return.", "default": 20}}, ["origin", "destination"])
IM54_SCORES = tool("get_team_results", "Get the latest game results for a sports team.",
  {"team": {"type": "string", "description": "Full name of the team."},
   "games": {"type": "integer", "description": "Number of recent games to include.", "default": 5}}, ["team"])
IM54_WEATHER = tool("get_weather", "Get the current weather for a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])

IMPLIED54: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("any unread emails?", [IM54_MAIL, IM54_SEND], [("list_messages", {"unread_only": True})]),
 ("show me the mails I haven't read yet", [IM54_MAIL, IM54_SEND], [("list_messages", {"unread_only": True})]),
 ("list my projects, archived ones too", [IM54_PROJECTS, IM54_PROJECT_NEW], [("projects.list", {"include_archived": True})]),
 ("list my projects but leave out the archived ones", [IM54_PROJECTS, IM54_PROJECT_NEW], [("projects.list", {"include_archived": False})]),
 ("pull https://status.example.com fresh, bypass the cache", [IM54_FETCH, IM54_WEATHER], [("fetch_page", {"url": "https://status.example.com", "use_cache": False})]),
 ("fetch https://example.org/changelog", [IM54_FETCH], [("fetch_page", {"url": "https://example.org/changelog"})]),
 ("new repo named dotfiles, keep it private", [IM54_REPO, IM54_PROJECT_NEW], [("createRepository", {"name": "dotfiles", "isPublic": False})]),
 ("grep the workspace for 'timeout', ignore case", [IM54_GREP, IM54_FETCH], [("search_code", {"pattern": "timeout", "case_sensitive": False})]),
 ("search for TODO in the code, case insensitive pls", [IM54_GREP], [("search_code", {"pattern": "TODO", "case_sensitive": False})]),
 ("any techno events in Berlin?", [IM54_EVENTS, IM54_WEATHER], [("search_events", {"city": "Berlin", "genre": "techno"})]),
 ("Arctic Monkeys shows in Manchester", [IM54_EVENTS, IM54_WEATHER], [("search_events", {"city": "Manchester", "performer": "Arctic Monkeys"})]),
 ("Thai food near Union Square", [IM54_FOOD, IM54_WEATHER], [("find_restaurants", {"location": "Union Square", "cuisine": "Thai"})]),
 ("where can I get ramen in Shibuya that's open right now", [IM54_FOOD], [("find_restaurants", {"location": "Shibuya", "cuisine": "ramen", "open_now": True})]),
 ("latest Nvidia headlines", [IM54_NEWS, IM54_QUOTE], [("get_company_news", {"company": "Nvidia"})]),
 ("just the three newest articles about Boeing", [IM54_NEWS, IM54_QUOTE], [("get_company_news", {"company": "Boeing", "limit": 3})]),
 ("hotels in Porto rated at least four stars", [IM54_HOTELS, IM54_WEATHER], [("search_hotels", {"city": "Porto", "min_rating": 4})]),
 ("dog friendly hotels in Denver", [IM54_HOTELS, IM54_WEATHER], [("search_hotels", {"city": "Denver", "pets_allowed": True})]),
 ("remote data engineer jobs", [IM54_JOBS, IM54_WEATHER], [("search_jobs", {"keywords": "data engineer", "remote": True})]),
 ("Greta Gerwig movies", [IM54_MOVIES, IM54_WEATHER], [("discover_movies", {"director": "Greta Gerwig"})]),
 ("Find me some Denis Villeneuve sci-fi", [IM54_MOVIES], [("discover_movies", {"director": "Denis Villeneuve", "genre": "sci-fi"})]),
 ("direct flights SFO to JFK", [IM54_FLIGHTS, IM54_WEATHER], [("search_flights", {"origin": "SFO", "destination": "JFK", "nonstop": True})]),
 ("flights from BOS to ORD, show me just two options", [IM54_FLIGHTS], [("search_flights", {"origin": "BOS", "destination": "ORD", "max_results": 2})]),
 ("how did the Boston Red Sox do lately?", [IM54_SCORES, IM54_NEWS], [("get_team_results", {"team": "Boston Red Sox"})]),
 ("Golden State Warriors last ten games", [IM54_SCORES, IM54_WEATHER], [("get_team_results", {"team": "Golden State Warriors", "games": 10})]),
]
IMPLIED54_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what happens to unread emails after 30 days?", [IM54_MAIL, IM54_SEND], []),
 ("what does archiving a project actually do?", [IM54_PROJECTS, IM54_PROJECT_NEW], []),
 ("why does my browser cache take up so much space?", [IM54_FETCH, IM54_WEATHER], []),
 ("Should my repository be private or public?", [IM54_REPO], []),
 ("Is regex matching case sensitive by default?", [IM54_GREP], []),
 ("Where did techno music originate?", [IM54_EVENTS, IM54_WEATHER], []),
 ("how spicy is Thai food usually?", [IM54_FOOD], []),
 ("Who founded Nvidia?", [IM54_NEWS, IM54_QUOTE], []),
 ("Are dogs allowed on planes?", [IM54_HOTELS, IM54_FLIGHTS], []),
 ("Is remote work here to stay?", [IM54_JOBS], []),
 ("How old is Greta Gerwig?", [IM54_MOVIES, IM54_WEATHER], []),
]

# -- single-literal55: written at round 55 by a helper before any fix it measures (string spans cut or placed) --
LI55_EVENTS = tool("Events_3_FindEvents", "Finds cultural events, such as concerts and plays, happening in a specified city on a given date.",
  {"event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The category of the cultural event."},
   "city": {"type": "string", "description": "The city where the event is happening, in the format of 'City, State', such as 'Austin, TX' or 'Seattle, WA'."},
   "date": {"type": "string", "description": "The date of the event in the format 'YYYY-MM-DD'. Use 'dontcare' for any date.", "default": "dontcare"}}, ["event_type", "city"])
LI55_PROVIDER = tool("Services_4_FindProvider", "Discover therapists and dentists in a city.",
  {"city": {"type": "string", "description": "The city to search in, in the format 'City, State' (e.g., 'Berkeley, CA')."},
   "type": {"type": "string", "enum": ["Psychologist", "Family Counselor", "Psychiatrist", "Dentist"], "description": "The kind of provider."}}, ["city", "type"])
LI55_ATTRACTIONS = tool("Travel_1_FindAttractions", "Browse attractions in a given city.",
  {"location": {"type": "string", "description": "City where the attraction is, in the format of 'City, State' or 'City, Country' if the city is not in the United States, e.g. 'Paris, France' or 'Chicago, IL'."},
   "free_entry": {"type": "string", "enum": ["True", "False", "dontcare"], "description": "Whether entry is free.", "default": "dontcare"}}, ["location"])
LI55_PLAY = tool("Music_3_PlayMedia", "Plays the specified track on a device.",
  {"track": {"type": "string", "description": "The title of the track to be played."},
   "artist": {"type": "string", "description": "The name of the artist performing the track.", "default": "any"},
   "album": {"type": "string", "description": "The album where the track is from.", "default": "any"}}, [])
LI55_LOOKUP = tool("Music_3_LookupMusic", "Finds songs by artist, album, genre or year.",
  {"artist": {"type": "string", "description": "The first and last name of the performer.", "default": "dontcare"},
   "genre": {"type": "string", "enum": ["Pop", "Rock", "Jazz", "Classical", "dontcare"], "description": "The musical style.", "default": "dontcare"}}, [])
LI55_TRANSLATE = tool("translate_text", "Translates the given text into the target language.",
  {"text": {"type": "string", "description": "The text to be translated."},
   "target_language": {"type": "string", "description": "The language to translate into, e.g. 'French' or 'Japanese'."}}, ["text", "target_language"])
LI55_MOVIES = tool("Movies_1_FindMovies", "Search for movies showing at theaters in a location.",
  {"location": {"type": "string", "description": "The city of the theater, in the format 'City, State', e.g. 'Berkeley, CA'."},
   "theater_name": {"type": "string", "description": "The name of the theater.", "default": "dontcare"}}, ["location"])
LI55_MEDIA = tool("Media_3_FindMovies", "Explore movies online by genre and cast.",
  {"genre": {"type": "string", "enum": ["Comedy", "Horror", "Drama", "Action"], "description": "The genre of the movie."},
   "starring": {"type": "string", "description": "The name of an actor or actress in the movie, e.g. 'Tom Hanks'.", "default": "Any"}}, ["genre"])
LI55_WEB = tool("web_search", "Performs a web search and returns the top results.",
  {"query": {"type": "string", "description": "The search query."},
   "results_limit": {"type": "integer", "description": "Maximum number of results.", "default": 10}}, ["query"])
LI55_CAB = tool("RideSharing_2_GetRide", "Book a cab to a destination.",
  {"destination": {"type": "string", "description": "The destination address, formatted as 'Street, City' (e.g., '134 Main Street, Springfield')."},
   "number_of_seats": {"type": "integer", "description": "Number of seats to reserve.", "default": 1},
   "ride_type": {"type": "string", "enum": ["Pool", "Regular", "Luxury"], "description": "The type of ride.", "default": "Regular"}}, ["destination"])
LI55_PAY = tool("Payment_1_MakePayment", "Send money to a contact from a chosen payment source.",
  {"payment_method": {"type": "string", "enum": ["app balance", "debit card", "credit card"], "description": "The source of the money."},
   "amount": {"type": "number", "description": "The amount to send, in USD."},
   "receiver": {"type": "string", "description": "The name or account of the contact receiving the money."},
   "private_visibility": {"type": "boolean", "description": "Whether the transaction is private.", "default": False}}, ["payment_method", "amount", "receiver"])
LI55_FLIGHT = tool("flight_status_check", "Check the status of a passenger's flight.",
  {"airline": {"type": "string", "description": "The name of the airline, e.g. 'Delta'."},
   "passenger_name": {"type": "string", "description": "The passenger's name as on the ticket."},
   "ticket_number": {"type": "string", "description": "The ticket number."}}, ["airline", "passenger_name", "ticket_number"])
LI55_WIFI = tool("router.set_wifi", "Change the router's wireless network settings.",
  {"ssid": {"type": "string", "description": "The new network name (SSID)."},
   "band": {"type": "string", "enum": ["2.4GHz", "5GHz", "both"], "description": "Radio band.", "default": "both"}}, ["ssid"])
LI55_RESTAURANT = tool("Restaurants_2_ReserveRestaurant", "Reserve a table at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "The name of the restaurant."},
   "location": {"type": "string", "description": "The city of the restaurant, in the format 'City, State'."},
   "number_of_seats": {"type": "integer", "description": "Number of seats.", "default": 2}}, ["restaurant_name", "location"])
LI55_CHANNEL = tool("conversations_invite", "Invites a user to a channel.",
  {"channel": {"type": "string", "description": "The name of the channel."},
   "user": {"type": "string", "description": "The full name of the user to invite."}}, ["channel", "user"])
LI55_WEATHER = tool("Weather_1_GetWeather", "Get the weather of a city on a date.",
  {"city": {"type": "string", "description": "The name of the city, such as 'New York, NY'."}}, ["city"])

LITERAL55: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("any concerts going on in Denver,co? dont care which day", [LI55_EVENTS, LI55_WEATHER], [("Events_3_FindEvents", {"event_type": "Music", "city": "Denver, CO"})]),
 ("I need a dentist in Tucson,az, mine just retired", [LI55_PROVIDER, LI55_EVENTS], [("Services_4_FindProvider", {"city": "Tucson, AZ", "type": "Dentist"})]),
 ("Hello! Can you find me a family counselor in Walnut Creek, CA? My sister recommended trying one", [LI55_PROVIDER, LI55_WEATHER], [("Services_4_FindProvider", {"city": "Walnut Creek, CA", "type": "Family Counselor"})]),
 ("what attractions are there in Kyoto, Japan that are free to get into?", [LI55_ATTRACTIONS, LI55_WEATHER], [("Travel_1_FindAttractions", {"location": "Kyoto, Japan", "free_entry": "True"})]),
 ("Could you play something off the album Night Drive by Lena Ray? I think it came out in 2017.", [LI55_PLAY, LI55_LOOKUP], [("Music_3_PlayMedia", {"artist": "Lena Ray", "album": "Night Drive"})]),
 ("please play Moonlight Sonata by Ludwig van Beethoven", [LI55_PLAY, LI55_LOOKUP], [("Music_3_PlayMedia", {"track": "Moonlight Sonata", "artist": "Ludwig van Beethoven"})]),
 ("translate tell me a joke to German", [LI55_TRANSLATE, LI55_WEB], [("translate_text", {"text": "tell me a joke", "target_language": "German"})]),
 ("how do you say 'where is the train station' in portuguese?", [LI55_TRANSLATE, LI55_WEB], [("translate_text", {"text": "where is the train station", "target_language": "Portuguese"})]),
 ("Search for movies showing in Oakland. I want to go to Grand Lake Theatre.", [LI55_MOVIES, LI55_MEDIA], [("Movies_1_FindMovies", {"location": "Oakland, CA", "theater_name": "Grand Lake Theatre"})]),
 ("im in the mood for a comedy with will ferrell in it", [LI55_MEDIA, LI55_MOVIES], [("Media_3_FindMovies", {"genre": "Comedy", "starring": "Will Ferrell"})]),
 ("can you google best hiking trails near Boulder for beginners", [LI55_WEB, LI55_WEATHER], [("web_search", {"query": "best hiking trails near Boulder for beginners"})]),
 ("trigger web search: how to repot a monstera without killing it", [LI55_WEB, LI55_TRANSLATE], [("web_search", {"query": "how to repot a monstera without killing it"})]),
 ("I need a cab to 55 Elm St, Springfield, for 3 people.", [LI55_CAB, LI55_WEATHER], [("RideSharing_2_GetRide", {"destination": "55 Elm St, Springfield", "number_of_seats": 3})]),
 ("get me a luxury ride to 900 Ocean Avenue, Santa Monica please", [LI55_CAB, LI55_RESTAURANT], [("RideSharing_2_GetRide", {"destination": "900 Ocean Avenue, Santa Monica", "ride_type": "Luxury"})]),
 ("pay $30 to Jess from my debit card for the groceries", [LI55_PAY, LI55_CAB], [("Payment_1_MakePayment", {"payment_method": "debit card", "amount": 30, "receiver": "Jess"})]),
 ("Could you send 75 dollars from my app balance to my brother Tom privately?", [LI55_PAY], [("Payment_1_MakePayment", {"payment_method": "app balance", "amount": 75, "receiver": "Tom", "private_visibility": True})]),
 ("check priya's flight status, she's on Lufthansa, ticket number LH88231", [LI55_FLIGHT, LI55_WEATHER], [("flight_status_check", {"airline": "Lufthansa", "passenger_name": "priya", "ticket_number": "LH88231"})]),
 ("rename my wifi to 'Mike's Place' on the 5GHz band", [LI55_WIFI, LI55_CHANNEL], [("router.set_wifi", {"ssid": "Mike's Place", "band": "5GHz"})]),
 ("Book a table for 4 at Bar de la Marine in San Diego, CA.", [LI55_RESTAURANT, LI55_CAB], [("Restaurants_2_ReserveRestaurant", {"restaurant_name": "Bar de la Marine", "location": "San Diego, CA", "number_of_seats": 4})]),
 ("add Maria Lopez to the design-team channel, she just joined us", [LI55_CHANNEL, LI55_PAY], [("conversations_invite", {"channel": "design-team", "user": "Maria Lopez"})]),
 ("theater plays in Seattle, WA this saturday? not sure of the date, any day works", [LI55_EVENTS, LI55_MOVIES], [("Events_3_FindEvents", {"event_type": "Theater", "city": "Seattle, WA"})]),
 ("whats the weather gonna be in Reno,nv", [LI55_WEATHER, LI55_EVENTS], [("Weather_1_GetWeather", {"city": "Reno, NV"})]),
]
LITERAL55_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what time zone is Denver,co in?", [LI55_EVENTS, LI55_PROVIDER], []),
 ("who taught Ludwig van Beethoven to play piano?", [LI55_PLAY, LI55_LOOKUP], []),
 ("is 'tell me a joke' grammatically correct?", [LI55_TRANSLATE, LI55_PLAY], []),
 ("how old is will ferrell", [LI55_MEDIA, LI55_MOVIES], []),
 ("how far is 55 Elm St, Springfield from the airport?", [LI55_CAB, LI55_PAY], []),
 ("how much do I owe Jess for the groceries?", [LI55_PAY, LI55_CAB], []),
 ("cancel priya's Lufthansa ticket LH88231", [LI55_FLIGHT, LI55_WEATHER], []),
 ("who owns Bar de la Marine in San Diego?", [LI55_RESTAURANT, LI55_CAB], []),
 ("remove Maria Lopez from the design-team channel", [LI55_CHANNEL, LI55_PAY], []),
]
# -- single-optional55: written at round 55 by a helper before any fix it measures (one optional or enum value) --
OP55_HOTEL = tool("hotel_booking.cancel", "Cancels an existing hotel reservation and returns the refund status.",
  {"booking_id": {"type": "string", "description": "The reservation identifier."},
   "hotel_chain": {"type": "string", "description": "The hotel chain the reservation was made with.", "default": ""},
   "reason": {"type": "string", "description": "Optional free-text reason for the cancellation.", "default": ""}}, ["booking_id"])
OP55_HOTEL_FIND = tool("hotel_booking.search", "Search hotels available in a city for given dates.",
  {"city": {"type": "string", "description": "City name."},
   "check_in": {"type": "string", "description": "Check-in date, YYYY-MM-DD."}}, ["city", "check_in"])
OP55_PLAYLIST = tool("createPlaylist", "Creates a new, empty playlist for the current user.",
  {"name": {"type": "string", "description": "The name of the playlist."},
   "service": {"type": "string", "description": "The music service the playlist is created on.", "default": "local"},
   "public": {"type": "boolean", "description": "Whether the playlist is visible to others.", "default": False}}, ["name"])
OP55_TRACK = tool("playTrack", "Starts playback of a song.",
  {"title": {"type": "string", "description": "The song title."}}, ["title"])
OP55_INVOICE = tool("invoices.send", "Creates an invoice and emails it to the client.",
  {"client_email": {"type": "string", "description": "Email address the invoice is sent to."},
   "amount": {"type": "number", "description": "Total amount of the invoice in USD."},
   "company_name": {"type": "string", "description": "The client's company name printed on the invoice.", "default": ""},
   "due_days": {"type": "integer", "description": "Number of days until payment is due.", "default": 30}}, ["client_email", "amount"])
OP55_GIT = tool("git_clone", "Clone a remote git repository into the workspace.",
  {"repo_url": {"type": "string", "description": "URL of the remote repository."},
   "branch": {"type": "string", "description": "The branch to check out after cloning.", "default": "main"},
   "depth": {"type": "integer", "description": "Create a shallow clone with that many commits.", "default": 0}}, ["repo_url"])
OP55_CAL = tool("calendar.create_event", "Adds an event to one of the user's calendars.",
  {"title": {"type": "string", "description": "Title of the event."},
   "date": {"type": "string", "description": "Date of the event in YYYY-MM-DD format."},
   "calendar_name": {"type": "string", "description": "The calendar that the event is added to.", "default": "Personal"}}, ["title", "date"])
OP55_FILES = tool("drive.search_files", "Search the user's cloud drive for files matching a query.",
  {"query": {"type": "string", "description": "Text to search for in file names and contents."},
   "include_trashed": {"type": "boolean", "description": "Whether to also search files that have been moved to the trash.", "default": False},
   "max_results": {"type": "integer", "description": "Maximum number of files returned.", "default": 20}}, ["query"])
OP55_FLIGHTS = tool("search_flights", "Search one-way flights between two cities on a date.",
  {"origin": {"type": "string", "description": "Departure city."},
   "destination": {"type": "string", "description": "Arrival city."},
   "date": {"type": "string", "description": "Departure date, YYYY-MM-DD."},
   "nonstop": {"type": "boolean", "description": "If true, only flights without layovers are returned.", "default": False}}, ["origin", "destination", "date"])
OP55_FORECAST = tool("get_weather_forecast", "Retrieves the weather forecast for a location.",
  {"location": {"type": "string", "description": "City and state, e.g. 'Austin, TX'."},
   "include_hourly": {"type": "boolean", "description": "Set to true to add an hour-by-hour breakdown to the daily forecast.", "default": False}}, ["location"])
OP55_JOBS = tool("jobs.search", "Search open job postings.",
  {"title": {"type": "string", "description": "Job title or keywords."},
   "location": {"type": "string", "description": "City and state of the job."},
   "remote": {"type": "boolean", "description": "True to only return positions that can be done from home.", "default": False}}, ["title"])
OP55_FOOD = tool("restaurants.search", "Find restaurants near a location.",
  {"location": {"type": "string", "description": "Address or neighbourhood, with the city and state."},
   "price_level": {"type": "string", "enum": ["$", "$$", "$$$", "$$$$"], "description": "Price level: '$' inexpensive, '$$' moderate, '$$$' pricey, '$$$$' ultra high-end.", "default": "$$"}}, ["location"])
OP55_STOCK = tool("get_price_history", "Returns historical price bars for a stock symbol.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. 'MSFT'."},
   "interval": {"type": "string", "enum": ["1d", "1wk", "1mo"], "description": "Bar size: '1d' for daily, '1wk' for weekly, '1mo' for monthly bars.", "default": "1d"}}, ["symbol"])
OP55_RIDE = tool("request_ride", "Requests a ride from a pickup point to a drop-off point.",
  {"pickup": {"type": "string", "description": "Pickup address or place."},
   "dropoff": {"type": "string", "description": "Drop-off address or place."},
   "ride_type": {"type": "string", "enum": ["standard", "comfort", "xl", "black"], "description": "Ride category. 'xl' seats up to 6 riders, 'black' is a luxury car with a professional driver."}}, ["pickup", "dropoff"])
OP55_SMS = tool("send_sms", "Send a text message to a contact.",
  {"to": {"type": "string", "description": "Contact name or phone number."},
   "message": {"type": "string", "description": "The text to send."},
   "priority": {"type": "string", "enum": ["low", "normal", "high"], "description": "Delivery priority of the message."}}, ["to", "message"])
OP55_COFFEE = tool("orderDrink", "Places a coffee order for pickup.",
  {"drink": {"type": "string", "description": "Name of the drink."},
   "size": {"type": "string", "enum": ["short", "tall", "grande", "venti"], "description": "Cup size."},
   "milk": {"type": "string", "enum": ["whole", "skim", "oat", "almond", "none"], "description": "Kind of milk added to the drink."}}, ["drink", "size"])
OP55_TASKS = tool("list_tasks", "Lists the tasks in the user's to-do list.",
  {"status": {"type": "string", "enum": ["open", "in_progress", "done"], "description": "Only return tasks with this status."}}, [])
OP55_THERMO = tool("set_thermostat", "Sets the thermostat's mode and target temperature.",
  {"mode": {"type": "string", "enum": ["heat", "cool", "auto", "off"], "description": "Operating mode of the HVAC system."},
   "target_f": {"type": "integer", "description": "Target temperature in degrees Fahrenheit."}}, ["mode", "target_f"])
OP55_REMIND = tool("create_reminder", "Creates a reminder for the user.",
  {"text": {"type": "string", "description": "What to be reminded about."},
   "repeat": {"type": "string", "enum": ["none", "daily", "weekly", "monthly"], "description": "How often the reminder repeats."}}, ["text", "repeat"])
OP55_SHIP = tool("shipping.get_quote", "Get a price quote for shipping a parcel.",
  {"weight_kg": {"type": "number", "description": "Parcel weight in kilograms."},
   "service": {"type": "string", "enum": ["ground", "express", "overnight"], "description": "Shipping service level. 'ground' takes 5-7 business days, 'express' 2-3 days and 'overnight' arrives the next business day."}}, ["weight_kg", "service"])
OPTIONAL55: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("hi, plans changed so please cancel the Hilton Garden Inn booking HB-2231", [OP55_HOTEL, OP55_HOTEL_FIND], [("hotel_booking.cancel", {"booking_id": "HB-2231", "hotel_chain": "Hilton Garden Inn"})]),
 ("make me a new Apple Music playlist called Gym Hits", [OP55_PLAYLIST, OP55_TRACK], [("createPlaylist", {"name": "Gym Hits", "service": "Apple Music"})]),
 ("send a 450 usd invoice to ana@brightco.io (Bright Co)", [OP55_INVOICE], [("invoices.send", {"client_email": "ana@brightco.io", "amount": 450, "company_name": "Bright Co"})]),
 ("can you clone the dev branch of https://github.com/acme/api.git", [OP55_GIT], [("git_clone", {"repo_url": "https://github.com/acme/api.git", "branch": "dev"})]),
 ("I cant find my budget spreadsheet anywhere, i think I deleted it by accident. can you look for it?", [OP55_FILES], [("drive.search_files", {"query": "budget spreadsheet", "include_trashed": True})]),
 ("I need a flight Boston to Denver on 2027-03-14. I hate changing planes so no connections please", [OP55_FLIGHTS, OP55_HOTEL_FIND], [("search_flights", {"origin": "Boston", "destination": "Denver", "date": "2027-03-14", "nonstop": True})]),
 ("What's the forecast for Austin, TX? I need to know what it's doing each hour, we have an outdoor wedding", [OP55_FORECAST], [("get_weather_forecast", {"location": "Austin, TX", "include_hourly": True})]),
 ("find data analyst jobs, I don't want to commute anymore, working from my kitchen table is fine", [OP55_JOBS], [("jobs.search", {"title": "data analyst", "remote": True})]),
 ("I'm broke until payday, any inexpensive places to eat around Union Square, San Francisco, CA?", [OP55_FOOD], [("restaurants.search", {"location": "Union Square, San Francisco, CA", "price_level": "$"})]),
 ("show me NVDA price history, weekly bars please", [OP55_STOCK], [("get_price_history", {"symbol": "NVDA", "interval": "1wk"})]),
 ("get me a car from the Hyatt Regency to SFO, there are six of us", [OP55_RIDE], [("request_ride", {"pickup": "Hyatt Regency", "dropoff": "SFO", "ride_type": "xl"})]),
 ("Text mom that I'm running late, it's urgent", [OP55_SMS], [("send_sms", {"to": "mom", "message": "I'm running late", "priority": "high"})]),
 ("a tall americano, black please", [OP55_COFFEE], [("orderDrink", {"drink": "americano", "size": "tall", "milk": "none"})]),
 ("what have i already finished on my to-do list?", [OP55_TASKS], [("list_tasks", {"status": "done"})]),
 ("It's freezing in here, warm the house up to 72", [OP55_THERMO], [("set_thermostat", {"mode": "heat", "target_f": 72})]),
 ("remind me to take my vitamins every morning", [OP55_REMIND], [("create_reminder", {"text": "take my vitamins", "repeat": "daily"})]),
 ("How much would it cost to ship a 2 kg parcel so that it arrives tomorrow?", [OP55_SHIP], [("shipping.get_quote", {"weight_kg": 2, "service": "overnight"})]),
 ("put dentist on 2027-04-02, it's for my Family calendar", [OP55_CAL], [("calendar.create_event", {"title": "dentist", "date": "2027-04-02", "calendar_name": "Family"})]),
 ("a grande latte with oat please", [OP55_COFFEE], [("orderDrink", {"drink": "latte", "size": "grande", "milk": "oat"})]),
 ("Its getting really hot, cool the apartment down to 68 please", [OP55_THERMO], [("set_thermostat", {"mode": "cool", "target_f": 68})]),
 ("what's still left to do on my task list", [OP55_TASKS], [("list_tasks", {"status": "open"})]),
 ("quote for 5 kg, cheapest slowest option is fine", [OP55_SHIP], [("shipping.get_quote", {"weight_kg": 5, "service": "ground"})]),
]
OPTIONAL55_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("please cancel booking HB-2231", [OP55_HOTEL, OP55_HOTEL_FIND], [("hotel_booking.cancel", {"booking_id": "HB-2231"})]),
 ("make me a new playlist called Gym Hits", [OP55_PLAYLIST, OP55_TRACK], [("createPlaylist", {"name": "Gym Hits"})]),
 ("send a 450 usd invoice to ana@brightco.io", [OP55_INVOICE], [("invoices.send", {"client_email": "ana@brightco.io", "amount": 450})]),
 ("clone https://github.com/acme/api.git", [OP55_GIT], [("git_clone", {"repo_url": "https://github.com/acme/api.git"})]),
 ("can you look for my budget spreadsheet?", [OP55_FILES], [("drive.search_files", {"query": "budget spreadsheet"})]),
 ("I need a flight Boston to Denver on 2027-03-14", [OP55_FLIGHTS, OP55_HOTEL_FIND], [("search_flights", {"origin": "Boston", "destination": "Denver", "date": "2027-03-14"})]),
 ("What's the forecast for Austin, TX?", [OP55_FORECAST], [("get_weather_forecast", {"location": "Austin, TX"})]),
 ("any places to eat around Union Square, San Francisco, CA?", [OP55_FOOD], [("restaurants.search", {"location": "Union Square, San Francisco, CA"})]),
 ("get me a car from the Hyatt Regency to SFO", [OP55_RIDE], [("request_ride", {"pickup": "Hyatt Regency", "dropoff": "SFO"})]),
 ("Text mom that I'm running late", [OP55_SMS], [("send_sms", {"to": "mom", "message": "I'm running late"})]),
 ("a tall americano please", [OP55_COFFEE], [("orderDrink", {"drink": "americano", "size": "tall"})]),
 ("show me my to-do list", [OP55_TASKS], [("list_tasks", {})]),
]
# -- single-required55: written at round 55 by a helper before any fix it measures (a required value the request holds) --
RQ55_WEATHER = tool("get_current_weather", "Retrieves the current weather conditions for a specified city and state.",
  {"location": {"type": "string", "description": "The location for which to get the weather, in the format of 'City, State', such as 'Austin, TX' or 'Boston, MA'. State names must be abbreviated."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The unit of temperature.", "default": "fahrenheit"}}, ["location"])
RQ55_EVENTS = tool("Events_3_FindEvents", "Finds cultural events, such as concerts and plays, happening in a specified city.",
  {"event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The category of the cultural event."},
   "city": {"type": "string", "description": "The name of the city where the event is happening, in the format of 'City, State', such as 'Denver, CO' or 'Seattle, WA'."},
   "date": {"type": "string", "description": "The date of the event, in the format 'YYYY-MM-DD'. Use 'dontcare' for any date.", "default": "dontcare"}}, ["event_type", "city"])
RQ55_HOTEL = tool("Hotels_2_SearchHouse", "Search for available houses for rent at a specified location.",
  {"where_to": {"type": "string", "description": "The city where the house is searched for, in the format of 'City, State', such as 'Portland, OR'."},
   "number_of_adults": {"type": "integer", "description": "The number of adults for the reservation.", "default": 1}}, ["where_to"])
RQ55_REPO = tool("repos.get", "Get a repository by its owner and name.",
  {"owner": {"type": "string", "description": "The account owner of the repository. The name is not case sensitive."},
   "repo": {"type": "string", "description": "The name of the repository without the .git extension."}}, ["owner", "repo"])
RQ55_ISSUE = tool("create_issue", "Create an issue in a project's tracker.",
  {"project_key": {"type": "string", "description": "The key of the project the issue belongs to."},
   "summary": {"type": "string", "description": "A one-line summary of the issue."},
   "priority": {"type": "string", "enum": ["Low", "Medium", "High"], "description": "Priority of the issue.", "default": "Medium"}}, ["project_key", "summary"])
RQ55_PLAYLIST = tool("add_to_playlist", "Adds a song to one of the user's playlists.",
  {"playlist_name": {"type": "string", "description": "The name of the playlist."},
   "song": {"type": "string", "description": "The title of the song to add."}}, ["playlist_name", "song"])
RQ55_CONTACT = tool("contacts.lookup", "Look up a contact in the address book by name.",
  {"name": {"type": "string", "description": "The full or partial name of the contact."}}, ["name"])
RQ55_POD = tool("get_pod_logs", "Fetch the logs of a Kubernetes pod.",
  {"pod_name": {"type": "string", "description": "Name of the pod."},
   "namespace": {"type": "string", "description": "The namespace of the pod.", "default": "default"},
   "tail_lines": {"type": "integer", "description": "The number of lines from the end of the logs to show.", "default": 100}}, ["pod_name"])
RQ55_SENSORS = tool("get_sensor_readings_latest", "Return the latest available reading for each metric from each sensor.",
  {"perPage": {"type": "integer", "description": "The number of entries per page returned. Must be within the range of 5 to 500."},
   "metrics": {"type": "array", "items": {"type": "string", "enum": ["temperature", "humidity", "co2", "noise"]}, "description": "The sensor metrics to return.", "default": []}}, ["perPage"])
RQ55_TAGS = tool("set_image_tags", "Replace the tags of an image in the media library.",
  {"image_id": {"type": "string", "description": "The identifier of the image."},
   "tags": {"type": "array", "items": {"type": "string"}, "description": "The tags to set on the image."}}, ["image_id", "tags"])
RQ55_RESERVE = tool("book_table", "Book a table at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "The name of the restaurant."},
   "guests": {"type": "integer", "description": "The number of guests."},
   "time": {"type": "string", "description": "The time of the booking in 24-hour format HH:MM."}}, ["restaurant_name", "guests", "time"])
RQ55_TRANSLATE = tool("translate", "Translate text into a target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target": {"type": "string", "description": "The ISO 639-1 code of the target language."}}, ["text", "target"])
RQ55_NEWS = tool("get_news", "Get the latest news articles about a topic.",
  {"topic": {"type": "string", "description": "The topic to search news for."}}, ["topic"])
RQ55_TIMER = tool("start_timer", "Start a countdown timer.",
  {"minutes": {"type": "integer", "description": "The length of the timer in minutes."},
   "label": {"type": "string", "description": "A label for the timer.", "default": ""}}, ["minutes"])
REQUIRED55: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("hey whats the weather of chicago today", [RQ55_WEATHER, RQ55_NEWS], [("get_current_weather", {"location": "Chicago, IL"})]),
 ("I'm going to be in San Diego next weekend, any theater plays on there?", [RQ55_EVENTS, RQ55_WEATHER], [("Events_3_FindEvents", {"event_type": "Theater", "city": "San Diego, CA"})]),
 ("can u find me a concert around seattle", [RQ55_EVENTS, RQ55_HOTEL], [("Events_3_FindEvents", {"event_type": "Music", "city": "Seattle, WA"})]),
 ("I need a house at Denver for my family trip, can you search one?", [RQ55_HOTEL, RQ55_EVENTS], [("Hotels_2_SearchHouse", {"where_to": "Denver, CO"})]),
 ("Could you pull up the repo sprig owned by tmcalloway?", [RQ55_REPO, RQ55_ISSUE], [("repos.get", {"owner": "tmcalloway", "repo": "sprig"})]),
 ("get me the repository torvalds/linux", [RQ55_REPO], [("repos.get", {"owner": "torvalds", "repo": "linux"})]),
 ("open an issue under project PAY: checkout button is broken on safari", [RQ55_ISSUE, RQ55_REPO], [("create_issue", {"project_key": "PAY", "summary": "checkout button is broken on safari"})]),
 ("pls add the song 'Blinding Lights' to my gym-mix playlist", [RQ55_PLAYLIST, RQ55_NEWS], [("add_to_playlist", {"playlist_name": "gym-mix", "song": "Blinding Lights"})]),
 ("put Hey Jude on road trip playlist", [RQ55_PLAYLIST], [("add_to_playlist", {"playlist_name": "road trip", "song": "Hey Jude"})]),
 ("look up maria in my contacts", [RQ55_CONTACT, RQ55_NEWS], [("contacts.lookup", {"name": "maria"})]),
 ("Can you find the contact details of john o'reilly for me?", [RQ55_CONTACT], [("contacts.lookup", {"name": "john o'reilly"})]),
 ("my pod checkout-7d9f keeps crashing, show me its logs", [RQ55_POD, RQ55_NEWS], [("get_pod_logs", {"pod_name": "checkout-7d9f"})]),
 ("Fetch logs for the pod named api-gateway in namespace prod", [RQ55_POD], [("get_pod_logs", {"pod_name": "api-gateway", "namespace": "prod"})]),
 ("Bring me the latest readings of all sensors, as many entries per page as allowed", [RQ55_SENSORS, RQ55_WEATHER], [("get_sensor_readings_latest", {"perPage": 500})]),
 ("show the latest co2 readings for every sensor with twenty entries per page", [RQ55_SENSORS], [("get_sensor_readings_latest", {"perPage": 20, "metrics": ["co2"]})]),
 ("tag image IMG_2231 with beach, sunset, family and summer", [RQ55_TAGS, RQ55_CONTACT], [("set_image_tags", {"image_id": "IMG_2231", "tags": ["beach", "sunset", "family", "summer"]})]),
 ("Book a table for four at Chez Panisse at 19:30", [RQ55_RESERVE, RQ55_EVENTS], [("book_table", {"restaurant_name": "Chez Panisse", "guests": 4, "time": "19:30"})]),
 ("could you reserve at nopa for 2 people, 20:00?", [RQ55_RESERVE], [("book_table", {"restaurant_name": "nopa", "guests": 2, "time": "20:00"})]),
 ("translate 'where is the train station' into german", [RQ55_TRANSLATE, RQ55_NEWS], [("translate", {"text": "where is the train station", "target": "de"})]),
 ("any news regarding electric scooters?", [RQ55_NEWS, RQ55_WEATHER], [("get_news", {"topic": "electric scooters"})]),
 ("set a timer of fifteen minutes for the pasta", [RQ55_TIMER, RQ55_NEWS], [("start_timer", {"minutes": 15, "label": "pasta"})]),
 ("start a half hour timer", [RQ55_TIMER], [("start_timer", {"minutes": 30})]),
]

REQUIRED55_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's the weather usually like in spring?", [RQ55_WEATHER, RQ55_NEWS], []),
 ("are there any good theater plays on this weekend?", [RQ55_EVENTS], []),
 ("I need a house for my family trip, can you search one?", [RQ55_HOTEL, RQ55_EVENTS], []),
 ("Could you pull up my latest repo?", [RQ55_REPO], []),
 ("open an issue about the checkout button", [RQ55_ISSUE], []),
 ("add this song to my playlist", [RQ55_PLAYLIST], []),
 ("my pod keeps crashing, show me its logs", [RQ55_POD], []),
 ("tag this image please", [RQ55_TAGS], []),
 ("Book a table for four at 19:30", [RQ55_RESERVE], []),
 ("translate this into german", [RQ55_TRANSLATE], []),
 ("start a timer", [RQ55_TIMER], []),
 ("what's a good name for a contact in my phone for my mom?", [RQ55_CONTACT], []),
]
VO55_SHOWTIMES = tool("Movies_2_GetShowtimes", "Retrieve the showtimes of movies playing at theaters in a city on a given date.",
  {"location": {"type": "string", "description": "The city of the theater, in the format 'City, State', such as 'Berkeley, CA'."},
   "show_date": {"type": "string", "description": "The date of the show in 'YYYY-MM-DD' format. Default is today.", "default": "today"},
   "genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Horror", "Sci-fi", "Animation", "dontcare"], "description": "The genre of the movie.", "default": "dontcare"},
   "show_type": {"type": "string", "enum": ["regular", "3d", "imax"], "description": "The format of the screening.", "default": "regular"}}, ["location"])
VO55_SHIPMENT = tool("trackShipment", "Returns the current status and last scanned location of a parcel from its carrier tracking number.",
  {"tracking_number": {"type": "string", "description": "The tracking number printed on the label, e.g. '1Z999AA10123456784'."},
   "carrier": {"type": "string", "enum": ["ups", "fedex", "usps", "dhl"], "description": "The carrier delivering the parcel."}}, ["tracking_number"])
VO55_CLINIC = tool("find_clinic", "Find healthcare providers accepting new patients near a location.",
  {"location": {"type": "string", "description": "The city, in the format 'City, State'."},
   "specialty": {"type": "string", "enum": ["Dentist", "Optometrist", "Pediatrician", "Dermatologist", "Chiropractor"], "description": "The kind of practitioner."}}, ["location", "specialty"])
VO55_PLAYER = tool("spotify.play", "Start playback on the user's active device.",
  {"query": {"type": "string", "description": "What to play: a song title, an artist or an album name."},
   "shuffle": {"type": "boolean", "description": "Whether to shuffle the tracks.", "default": False},
   "volume": {"type": "integer", "description": "The volume, 0 to 100.", "default": 50}}, ["query"])
VO55_STAY = tool("Hotels_2_SearchHouse", "Search for a house to stay at in a city, filtered by laundry service, number of adults and rating.",
  {"where_to": {"type": "string", "description": "The city, in the format 'City, State', e.g. 'Austin, TX'."},
   "has_laundry_service": {"type": "string", "enum": ["True", "False", "dontcare"], "description": "Whether the house has a laundry service.", "default": "dontcare"},
   "number_of_adults": {"type": "integer", "description": "The number of adults staying.", "default": 1},
   "rating": {"type": "number", "description": "The minimum review rating, 1 to 5.", "default": 3.0}}, ["where_to"])
VO55_RIDE = tool("request_ride", "Request a driver to pick the rider up at an address and take them to a destination.",
  {"pickup": {"type": "string", "description": "The pick-up address."},
   "dropoff": {"type": "string", "description": "The destination address."},
   "ride_type": {"type": "string", "enum": ["pool", "standard", "xl", "black"], "description": "The vehicle class.", "default": "standard"}}, ["pickup", "dropoff"])
VO55_BALANCE = tool("get_account_balance", "Returns the available balance of one of the user's bank accounts.",
  {"account_type": {"type": "string", "enum": ["checking", "savings", "credit"], "description": "Which account."}}, ["account_type"])
VO55_EVENTS = tool("Events_3_FindEvents", "Find cultural events, such as concerts and plays, happening in a city.",
  {"event_type": {"type": "string", "enum": ["Music", "Theater"], "description": "The category of the event."},
   "city": {"type": "string", "description": "The city, in the format 'City, State'."},
   "date": {"type": "string", "description": "The date in 'YYYY-MM-DD' format. Default is any date.", "default": "dontcare"}}, ["event_type", "city"])
VO55_ROTATE = tool("rotate_image", "Rotates the image clockwise by the given angle.",
  {"image_path": {"type": "string", "description": "The path of the image file."},
   "degrees": {"type": "integer", "description": "The clockwise angle in degrees, between 0 and 360."}}, ["image_path", "degrees"])
VO55_STYLIST = tool("Services_1_FindProvider", "Search for a hair stylist in a city, with the option to keep only unisex salons.",
  {"city": {"type": "string", "description": "The city, such as 'Fremont, CA'."},
   "is_unisex": {"type": "boolean", "description": "True to keep only salons serving all genders.", "default": False}}, ["city"])
VO55_NOTIFY = tool("schedule_notification", "Schedule a push notification to be delivered to the user's phone at a given time.",
  {"message": {"type": "string", "description": "The text of the notification."},
   "send_at": {"type": "string", "description": "When to deliver it, as an ISO 8601 date-time, e.g. '2024-05-01T09:00:00'."}}, ["message", "send_at"])
VO55_WEATHER = tool("get_forecast", "Get the weather forecast for a city for the next few days.",
  {"city": {"type": "string", "description": "The city name."},
   "days": {"type": "integer", "description": "How many days ahead, 1 to 7.", "default": 3}}, ["city"])
VO55_NEWS = tool("get_headlines", "Get the top news headlines for a country.",
  {"country": {"type": "string", "description": "The ISO 3166 country code, e.g. 'us'."}}, ["country"])
VO55_TRANSLATE = tool("translate_text", "Translate a text into another language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target": {"type": "string", "description": "The target language code, e.g. 'fr'."}}, ["text", "target"])
VOCAB55: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what's on at the cinema in Oakland, CA? something in imax if possible", [VO55_SHOWTIMES, VO55_EVENTS], [("Movies_2_GetShowtimes", {"location": "Oakland, CA", "show_type": "imax"})]),
 ("any horror flick playing in San Jose, CA tonight", [VO55_SHOWTIMES], [("Movies_2_GetShowtimes", {"location": "San Jose, CA", "genre": "Horror"})]),
 ("is my package here yet?? ups number 1Z999AA10123456784", [VO55_SHIPMENT, VO55_NEWS], [("trackShipment", {"tracking_number": "1Z999AA10123456784", "carrier": "ups"})]),
 ("where's my fedex box, the label says 7489302174", [VO55_SHIPMENT], [("trackShipment", {"tracking_number": "7489302174", "carrier": "fedex"})]),
 ("my tooth is killing me since monday, I need a dentist in Fremont, CA", [VO55_CLINIC, VO55_STYLIST], [("find_clinic", {"location": "Fremont, CA", "specialty": "Dentist"})]),
 ("Could you find me an optometrist around Tucson, AZ please", [VO55_CLINIC], [("find_clinic", {"location": "Tucson, AZ", "specialty": "Optometrist"})]),
 ("i wanna listen to the album Rumours", [VO55_PLAYER, VO55_NEWS], [("spotify.play", {"query": "Rumours"})]),
 ("put on some Fleetwood Mac songs on shuffle", [VO55_PLAYER], [("spotify.play", {"query": "Fleetwood Mac", "shuffle": True})]),
 ("I need a place to crash in Austin, TX for 2 adults, laundry would be nice", [VO55_STAY, VO55_RIDE, VO55_WEATHER], [("Hotels_2_SearchHouse", {"where_to": "Austin, TX", "number_of_adults": 2, "has_laundry_service": "True"})]),
 ("looking for accommodation in Denver, CO rated 4 or higher", [VO55_STAY], [("Hotels_2_SearchHouse", {"where_to": "Denver, CO", "rating": 4})]),
 ("get me a cab from 500 Main St to 1 Airport Blvd, an xl one we are six", [VO55_RIDE, VO55_STAY], [("request_ride", {"pickup": "500 Main St", "dropoff": "1 Airport Blvd", "ride_type": "xl"})]),
 ("how much money is left in my checking?", [VO55_BALANCE, VO55_NEWS], [("get_account_balance", {"account_type": "checking"})]),
 ("whats in savings right now", [VO55_BALANCE], [("get_account_balance", {"account_type": "savings"})]),
 ("Are there any gigs or music shows in Portland, OR?", [VO55_EVENTS, VO55_SHOWTIMES], [("Events_3_FindEvents", {"event_type": "Music", "city": "Portland, OR"})]),
 ("I'd love to see something at the theater in Chicago, IL on 2024-03-09", [VO55_EVENTS], [("Events_3_FindEvents", {"event_type": "Theater", "city": "Chicago, IL", "date": "2024-03-09"})]),
 ("turn beach.jpg 90 degrees", [VO55_ROTATE, VO55_TRANSLATE], [("rotate_image", {"image_path": "beach.jpg", "degrees": 90})]),
 ("I need a haircut in Fremont, CA, somewhere unisex", [VO55_STYLIST, VO55_CLINIC], [("Services_1_FindProvider", {"city": "Fremont, CA", "is_unisex": True})]),
 ("any barber shop around Pleasanton, CA?", [VO55_STYLIST], [("Services_1_FindProvider", {"city": "Pleasanton, CA"})]),
 ("ping me at 2024-06-03T07:30:00 saying 'take out the recycling'", [VO55_NOTIFY, VO55_WEATHER], [("schedule_notification", {"message": "take out the recycling", "send_at": "2024-06-03T07:30:00"})]),
 ("do I need an umbrella in Seattle tomorrow?", [VO55_WEATHER, VO55_NEWS, VO55_TRANSLATE], [("get_forecast", {"city": "Seattle"})]),
 ("hey whats going on in the world today, I'm in the us", [VO55_NEWS, VO55_WEATHER], [("get_headlines", {"country": "us"})]),
 ("how do you say 'see you soon' in french", [VO55_TRANSLATE, VO55_NEWS], [("translate_text", {"text": "see you soon", "target": "fr"})]),
]
VOCAB55_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what does imax actually stand for?", [VO55_SHOWTIMES], []),
 ("how long does ups usually take for ground shipping?", [VO55_SHIPMENT], []),
 ("is a dentist a real doctor?", [VO55_CLINIC], []),
 ("what year did the album Rumours come out?", [VO55_PLAYER], []),
 ("how do I get red wine out of my laundry", [VO55_STAY], []),
 ("what's the difference between checking and savings accounts", [VO55_BALANCE], []),
 ("who wrote the play Hamlet?", [VO55_EVENTS, VO55_SHOWTIMES], []),
 ("how many degrees are in a triangle", [VO55_ROTATE], []),
 ("is unisex shampoo any different from regular shampoo?", [VO55_STYLIST], []),
 ("how much should I tip a cab driver in NYC?", [VO55_RIDE], []),
 ("why is the sky blue", [VO55_WEATHER, VO55_NEWS], []),
]

VA56_RESERVE = tool("reservations.create", "Create a table reservation at a restaurant. Returns a confirmation id.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."},
   "party_size": {"type": "integer", "description": "Number of guests in the party."},
   "date": {"type": "string", "description": "Date of the reservation, in the format YYYY-MM-DD."},
   "time": {"type": "string", "description": "Time of the reservation in 24-hour format HH:MM."},
   "special_requests": {"type": "string", "description": "Optional notes for the restaurant.", "default": ""}},
  ["restaurant_name", "party_size", "date", "time"])
VA56_MENU = tool("get_restaurant_menu", "Retrieve the current menu of a restaurant.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."}}, ["restaurant_name"])
VA56_CART = tool("cart_add_item", "Adds a product to the user's grocery cart.",
  {"product_name": {"type": "string", "description": "The name of the product, e.g. 'bananas'."},
   "quantity": {"type": "integer", "description": "How many units to add."}}, ["product_name", "quantity"])
VA56_CART_VIEW = tool("cart_get", "Returns the items currently in the user's grocery cart.", {}, [])
VA56_TIMER = tool("timer_start", "Start a countdown timer on the device.",
  {"duration_seconds": {"type": "integer", "description": "Length of the timer in seconds."},
   "label": {"type": "string", "description": "An optional label for the timer.", "default": None}}, ["duration_seconds"])
VA56_PLAYLIST = tool("createPlaylist", "Creates a new playlist in the user's library with the given tracks.",
  {"name": {"type": "string", "description": "The playlist name."},
   "tracks": {"type": "array", "items": {"type": "string"}, "description": "Titles of the tracks to add, in order."},
   "public": {"type": "boolean", "description": "Whether the playlist is public.", "default": False}}, ["name", "tracks"])
VA56_PLAY = tool("play_track", "Play a song on the active device.",
  {"title": {"type": "string", "description": "The title of the song."}}, ["title"])
VA56_INVITE = tool("calendar_send_invite", "Sends a meeting invitation to a list of attendees.",
  {"title": {"type": "string", "description": "The title of the meeting."},
   "attendees": {"type": "array", "items": {"type": "string"}, "description": "Email addresses of the people to invite."}},
  ["title", "attendees"])
VA56_REPOS = tool("list_user_repos", "Lists public repositories for the specified GitHub user.",
  {"username": {"type": "string", "description": "The handle for the GitHub user account."},
   "sort": {"type": "string", "enum": ["created", "updated", "pushed", "full_name"], "description": "The property to sort the results by.", "default": "full_name"}},
  ["username"])
VA56_ISSUES = tool("list_repo_issues", "List issues in a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository."}}, ["owner", "repo"])
VA56_TRACK = tool("shipment.track", "Get tracking events for a parcel.",
  {"tracking_number": {"type": "string", "description": "The carrier tracking number of the parcel."}}, ["tracking_number"])
VA56_ORDER = tool("get_order_status", "Retrieve the status of a customer order.",
  {"order_id": {"type": "string", "description": "The unique identifier of the order, e.g. 'A-1002'."}}, ["order_id"])
VA56_FOCUS = tool("schedule_focus_block", "Blocks time on the user's calendar for focused work.",
  {"start": {"type": "string", "description": "Start of the block, in the format 'YYYY-MM-DDTHH:MM'."},
   "duration_minutes": {"type": "integer", "description": "Length of the block in minutes."}}, ["start", "duration_minutes"])
VA56_DISCOUNT = tool("apply_discount", "Apply a discount to an invoice.",
  {"invoice_id": {"type": "string", "description": "The invoice identifier."},
   "rate": {"type": "number", "description": "The discount as a fraction between 0 and 1, e.g. 0.2 for 20%."}}, ["invoice_id", "rate"])
VA56_THERMO = tool("thermostat_set_temperature", "Sets the target temperature of the smart thermostat.",
  {"temperature": {"type": "integer", "description": "The target temperature in degrees Fahrenheit."},
   "mode": {"type": "string", "enum": ["heat", "cool", "auto"], "description": "The HVAC mode.", "default": "auto"}}, ["temperature"])
VA56_CAR = tool("CarRental_ReserveCar", "Reserve a rental car for a number of days.",
  {"pickup_city": {"type": "string", "description": "The city where the car is picked up."},
   "start_date": {"type": "string", "description": "The first day of the rental, in the format 'YYYY-MM-DD'."},
   "days": {"type": "integer", "description": "The number of rental days."}}, ["pickup_city", "start_date", "days"])
VA56_TRANSFER = tool("transfer_funds", "Transfer money between the user's own accounts.",
  {"amount": {"type": "number", "description": "The amount to transfer in USD."},
   "to_account": {"type": "string", "enum": ["checking", "savings", "brokerage"], "description": "The account receiving the money."}},
  ["amount", "to_account"])
VA56_DICT = tool("dictionary.define", "Look up the definitions of an English word.",
  {"word": {"type": "string", "description": "The word to define."}}, ["word"])
VA56_PING = tool("net_ping", "Sends ICMP echo requests to a host and reports whether it is reachable.",
  {"host": {"type": "string", "description": "The hostname or IP address to ping."},
   "count": {"type": "integer", "description": "Number of echo requests to send.", "default": 4}}, ["host"])
VA56_DOMAIN = tool("domains.checkAvailability", "Check whether a domain name is available for registration.",
  {"domain": {"type": "string", "description": "The fully qualified domain name, e.g. 'example.com'."}}, ["domain"])
VA56_HOLIDAYS = tool("get_public_holidays", "Returns the public holidays of a country for a year.",
  {"country_code": {"type": "string", "description": "Two-letter ISO 3166-1 country code, e.g. 'US'."},
   "year": {"type": "integer", "description": "The year, e.g. 2026."}}, ["country_code", "year"])
VA56_QUOTES = tool("stock_quotes", "Fetches real-time quotes for a list of ticker symbols.",
  {"symbols": {"type": "array", "items": {"type": "string"}, "description": "The ticker symbols, e.g. ['AAPL', 'GOOG']."}}, ["symbols"])
VA56_PASSWORDS = tool("generate_passwords", "Generates random passwords.",
  {"count": {"type": "integer", "description": "How many passwords to generate."},
   "length": {"type": "integer", "description": "The number of characters of each password."}}, ["count", "length"])
VA56_CUSTOMER = tool("crm.find_customer", "Find a customer record by email address.",
  {"email": {"type": "string", "description": "The customer's email address."}}, ["email"])
VA56_TRANSLATE = tool("translate_text", "Translate text into a target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_lang": {"type": "string", "description": "The target language as an ISO 639-1 code, e.g. 'de'."}}, ["text", "target_lang"])
VALUES56: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("hey can u book a table at Zuni Cafe for four people on june 3rd 2027 at 7:30pm?", [VA56_RESERVE, VA56_MENU], [("reservations.create", {"restaurant_name": "Zuni Cafe", "party_size": 4, "date": "2027-06-03", "time": "19:30"})]),
 ("put a dozen eggs in my cart please", [VA56_CART, VA56_CART_VIEW], [("cart_add_item", {"product_name": "eggs", "quantity": 12})]),
 ("I need three avocados added to my grocery cart", [VA56_CART, VA56_CART_VIEW], [("cart_add_item", {"product_name": "avocados", "quantity": 3})]),
 ("Set a timer for half an hour", [VA56_TIMER], [("timer_start", {"duration_seconds": 1800})]),
 ("can you start a 2 minute timer", [VA56_TIMER], [("timer_start", {"duration_seconds": 120})]),
 ("make me a playlist called Road Trip with Africa, Take On Me and Dreams", [VA56_PLAYLIST, VA56_PLAY], [("createPlaylist", {"name": "Road Trip", "tracks": ["Africa", "Take On Me", "Dreams"]})]),
 ("Please send an invite titled Project Sync to ana@acme.io, raj@acme.io and li@acme.io", [VA56_INVITE], [("calendar_send_invite", {"title": "Project Sync", "attendees": ["ana@acme.io", "raj@acme.io", "li@acme.io"]})]),
 ("my github handle is octo-cat99, what repos do I have?", [VA56_REPOS, VA56_ISSUES], [("list_user_repos", {"username": "octo-cat99"})]),
 ("Where is my parcel? tracking no. 1Z999AA10123456784", [VA56_TRACK, VA56_ORDER], [("shipment.track", {"tracking_number": "1Z999AA10123456784"})]),
 ("whats going on with order #B-7731, it hasnt arrived", [VA56_TRACK, VA56_ORDER], [("get_order_status", {"order_id": "B-7731"})]),
 ("Block 2 hours for deep work starting May 4th 2027 at 9am", [VA56_FOCUS], [("schedule_focus_block", {"start": "2027-05-04T09:00", "duration_minutes": 120})]),
 ("Give invoice INV-2291 a 15% discount", [VA56_DISCOUNT], [("apply_discount", {"invoice_id": "INV-2291", "rate": 0.15})]),
 ("Its freezing in here, set the thermostat to seventy two", [VA56_THERMO], [("thermostat_set_temperature", {"temperature": 72})]),
 ("I'd like to rent a car in Denver for a week starting 2027-08-01", [VA56_CAR], [("CarRental_ReserveCar", {"pickup_city": "Denver", "start_date": "2027-08-01", "days": 7})]),
 ("move two hundred bucks into savings", [VA56_TRANSFER], [("transfer_funds", {"amount": 200, "to_account": "savings"})]),
 ("What's the meaning of petrichor?", [VA56_DICT], [("dictionary.define", {"word": "petrichor"})]),
 ("is db-replica-02.internal up? ping it", [VA56_PING, VA56_DOMAIN], [("net_ping", {"host": "db-replica-02.internal"})]),
 ("Could you check if sprigtools.dev is still free to register", [VA56_PING, VA56_DOMAIN], [("domains.checkAvailability", {"domain": "sprigtools.dev"})]),
 ("what are the public holidays in Canada in 2027?", [VA56_HOLIDAYS], [("get_public_holidays", {"country_code": "CA", "year": 2027})]),
 ("quotes for apple, microsoft and nvidia pls: AAPL MSFT NVDA", [VA56_QUOTES], [("stock_quotes", {"symbols": ["AAPL", "MSFT", "NVDA"]})]),
 ("generate five passwords, twelve characters each", [VA56_PASSWORDS], [("generate_passwords", {"count": 5, "length": 12})]),
 ("pull up the customer maria.gomez@outlook.com", [VA56_CUSTOMER], [("crm.find_customer", {"email": "maria.gomez@outlook.com"})]),
 ("translate good morning everyone into portuguese", [VA56_TRANSLATE], [("translate_text", {"text": "good morning everyone", "target_lang": "pt"})]),
 ("Hi there! We're a party of six and want to eat at Nopa on 2027-09-12 at 20:00, can you reserve it?", [VA56_RESERVE, VA56_MENU], [("reservations.create", {"restaurant_name": "Nopa", "party_size": 6, "date": "2027-09-12", "time": "20:00"})]),
]
VALUES56_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("how many eggs are in a dozen?", [VA56_CART, VA56_CART_VIEW], []),
 ("how many seconds are in half an hour", [VA56_TIMER], []),
 ("who sang Take On Me?", [VA56_PLAYLIST, VA56_PLAY], []),
 ("what's 15% of 80 dollars?", [VA56_DISCOUNT], []),
 ("what's the best temperature for sleeping?", [VA56_THERMO], []),
 ("how do I get more followers on github?", [VA56_REPOS, VA56_ISSUES], []),
 ("is it cheaper to rent a car for a week or for five days?", [VA56_CAR], []),
 ("who coined the word serendipity?", [VA56_DICT], []),
 ("what's the difference between a domain and a hostname?", [VA56_PING, VA56_DOMAIN], []),
 ("what's the capital of Canada?", [VA56_HOLIDAYS], []),
 ("is a dozen roses too much for a first date?", [VA56_CART, VA56_CART_VIEW], []),
]


# -- single-enum56: written at round 56 by a helper before any fix it measures (enum options by meaning, implied booleans, optional strings without a cue) --
EN56_CARE = tool("find_care_provider", "Search for a mental health provider in a city.",
  {"city": {"type": "string", "description": "The city to search in, in the format of 'City, State', such as 'Austin, TX'."},
   "specialty": {"type": "string", "enum": ["Psychologist", "Marriage Counselor", "Psychiatrist", "Child Therapist"], "description": "The kind of provider being sought."}}, ["city", "specialty"])
EN56_RIDE = tool("request_ride", "Book a cab ride to a destination. Pool is a shared ride with other riders.",
  {"destination": {"type": "string", "description": "Street address of the drop-off, e.g. '1 Main St, Boston, MA'."},
   "ride_type": {"type": "string", "enum": ["Pool", "Standard", "Comfort", "Black"], "description": "The ride type.", "default": "Standard"},
   "seats": {"type": "integer", "description": "Number of seats.", "default": 1}}, ["destination"])
EN56_FLIGHTS = tool("searchFlights", "Search one-way flights between two airports.",
  {"origin": {"type": "string", "description": "IATA code of the departure airport, e.g. 'SFO'."},
   "destination": {"type": "string", "description": "IATA code of the arrival airport."},
   "departure_date": {"type": "string", "description": "Date of departure, 'YYYY-MM-DD'."},
   "cabin": {"type": "string", "enum": ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"], "description": "Cabin class.", "default": "ECONOMY"},
   "airline": {"type": "string", "description": "Preferred airline, or 'dontcare'.", "default": "dontcare"}}, ["origin", "destination", "departure_date"])
EN56_MOVIES = tool("Media_FindMovies", "Find movies to stream online by genre and cast.",
  {"genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Horror", "Romance", "Documentary", "dontcare"], "description": "Genre of the movies. Use 'dontcare' for any genre.", "default": "dontcare"},
   "starring": {"type": "string", "description": "An actor in the movie, or 'dontcare'.", "default": "dontcare"}}, [])
EN56_EVENTS = tool("find_events", "Find cultural events happening in a city on a date.",
  {"event_type": {"type": "string", "enum": ["Music", "Sports", "Theater"], "description": "Category of the event."},
   "city": {"type": "string", "description": "City where the event takes place, e.g. 'New York, NY'."},
   "date": {"type": "string", "description": "Date of the event in 'YYYY-MM-DD' format.", "default": "dontcare"}}, ["event_type", "city"])
EN56_EATS = tool("search_restaurants", "Search restaurants in a city.",
  {"city": {"type": "string", "description": "City name, e.g. 'Oakland, CA'."},
   "cuisine": {"type": "string", "description": "Kind of food served.", "default": "dontcare"},
   "price_range": {"type": "string", "enum": ["inexpensive", "moderate", "expensive", "very expensive"], "description": "Price category.", "default": "moderate"},
   "has_vegetarian_options": {"type": "boolean", "description": "Whether the restaurant has adequate vegetarian options.", "default": False},
   "has_seating_outdoors": {"type": "boolean", "description": "Whether the restaurant has outdoor seating.", "default": False}}, ["city"])
EN56_PAY = tool("make_payment", "Send money to a friend or contact.",
  {"receiver": {"type": "string", "description": "Name or account of the receiver."},
   "amount": {"type": "number", "description": "Amount of money in dollars."},
   "payment_method": {"type": "string", "enum": ["app balance", "debit card", "credit card"], "description": "The source of the money.", "default": "app balance"},
   "private_visibility": {"type": "boolean", "description": "Whether the transaction is hidden from the public feed.", "default": False}}, ["receiver", "amount"])
EN56_HOMES = tool("search_rentals", "Search houses and apartments for rent in an area.",
  {"area": {"type": "string", "description": "City where the home is, e.g. 'Denver, CO'."},
   "number_of_beds": {"type": "integer", "description": "Number of bedrooms."},
   "pets_allowed": {"type": "boolean", "description": "Whether pets are allowed.", "default": False},
   "has_laundry": {"type": "boolean", "description": "Whether the home has a washer and dryer.", "default": False}}, ["area"])
EN56_HOTELS = tool("hotels.search", "Search hotels at a location.\n\nArgs:\n    location (str): City and state, e.g. 'Miami, FL'.\n    star_rating (str): Star rating, one of '1'-'5' or 'dontcare'.\n    smoking_allowed (bool): Whether smoking is allowed in the room.",
  {"location": {"type": "string", "description": "City and state, e.g. 'Miami, FL'."},
   "star_rating": {"type": "string", "enum": ["1", "2", "3", "4", "5", "dontcare"], "description": "Star rating of the hotel.", "default": "dontcare"},
   "smoking_allowed": {"type": "boolean", "description": "Whether smoking is allowed in the room.", "default": False}}, ["location"])
EN56_REPO = tool("create_repository", "Create a new repository for the authenticated user.",
  {"name": {"type": "string", "description": "The name of the repository."},
   "private": {"type": "boolean", "description": "Whether the repository is private.", "default": True}}, ["name"])
EN56_FILES = tool("list_directory", "List the files in a directory.",
  {"path": {"type": "string", "description": "Absolute path of the directory."},
   "include_hidden": {"type": "boolean", "description": "Include dotfiles in the listing.", "default": False}}, ["path"])
EN56_SHOP = tool("search_products", "Search the store's product catalog.",
  {"query": {"type": "string", "description": "What to search for."},
   "brand": {"type": "string", "description": "Only products of this brand."},
   "in_stock_only": {"type": "boolean", "description": "Return only products that are in stock.", "default": False},
   "sort": {"type": "string", "enum": ["relevance", "price_asc", "price_desc", "rating"], "description": "Sort order of the results.", "default": "relevance"}}, ["query"])
EN56_NEWS = tool("news_search", "Search news articles.",
  {"q": {"type": "string", "description": "Keywords to search for."},
   "include_opinion": {"type": "boolean", "description": "Include opinion pieces and editorials.", "default": True}}, ["q"])
EN56_CAL = tool("calendar_list_events", "List the events on the user's calendar for a day.",
  {"date": {"type": "string", "description": "The day, 'YYYY-MM-DD'."},
   "show_declined": {"type": "boolean", "description": "Whether to include events the user declined.", "default": True}}, ["date"])
EN56_CAR = tool("RentalCars_ReserveCar", "Reserve a rental car.",
  {"pickup_location": {"type": "string", "description": "Pick-up location, e.g. an airport code."},
   "start_date": {"type": "string", "description": "Start date, 'YYYY-MM-DD'."},
   "end_date": {"type": "string", "description": "End date, 'YYYY-MM-DD'."},
   "car_type": {"type": "string", "enum": ["Hatchback", "Sedan", "SUV", "dontcare"], "description": "Type of the car.", "default": "dontcare"},
   "add_insurance": {"type": "boolean", "description": "Whether to purchase insurance.", "default": False}}, ["pickup_location", "start_date", "end_date"])
EN56_BUS = tool("buy_bus_ticket", "Buy tickets for a bus trip.",
  {"from_city": {"type": "string", "description": "Departure city."},
   "to_city": {"type": "string", "description": "Arrival city."},
   "departure_date": {"type": "string", "description": "Date, 'YYYY-MM-DD'."},
   "num_passengers": {"type": "integer", "description": "Number of tickets.", "default": 1},
   "additional_luggage": {"type": "boolean", "description": "Whether to carry extra luggage.", "default": False}}, ["from_city", "to_city", "departure_date"])
EN56_PLAY = tool("play_song", "Play a song on a speaker in the house.",
  {"track": {"type": "string", "description": "Title of the song."},
   "artist": {"type": "string", "description": "The artist.", "default": "any"},
   "device": {"type": "string", "enum": ["Living room", "Kitchen", "Patio"], "description": "The speaker to play on.", "default": "Living room"}}, ["track"])
EN56_TRANSLATE = tool("translate_document", "Translate a document with DeepL.",
  {"file_name": {"type": "string", "description": "Name of the uploaded document."},
   "target_lang": {"type": "string", "description": "Target language code, e.g. 'DE'."},
   "formality": {"type": "string", "enum": ["default", "more", "less"], "description": "Whether the translation should lean towards formal or informal language.", "default": "default"}}, ["file_name", "target_lang"])
EN56_WEATHER = tool("get_weather", "Current weather for a city.", {"city": {"type": "string", "description": "City name."}}, ["city"])

ENUM56: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("my husband and i keep fighting about everything. can u find someone in Austin, TX who does couples therapy", [EN56_CARE, EN56_EVENTS], [("find_care_provider", {"city": "Austin, TX", "specialty": "Marriage Counselor"})]),
 ("i need a car to 200 Larkin St, San Francisco, CA. im fine sharing it with other people to save money", [EN56_RIDE, EN56_CAR], [("request_ride", {"destination": "200 Larkin St, San Francisco, CA", "ride_type": "Pool"})]),
 ("Hi, could you look for flights from BOS to DEN on 2027-03-12? My company pays so put me in business class.", [EN56_FLIGHTS, EN56_HOTELS], [("searchFlights", {"origin": "BOS", "destination": "DEN", "departure_date": "2027-03-12", "cabin": "BUSINESS"})]),
 ("Delta flights SEA to ATL on 2027-02-10 please", [EN56_FLIGHTS, EN56_BUS], [("searchFlights", {"origin": "SEA", "destination": "ATL", "departure_date": "2027-02-10", "airline": "Delta"})]),
 ("I want something scary to watch tonight, Toni Collette maybe?", [EN56_MOVIES, EN56_EVENTS], [("Media_FindMovies", {"genre": "Horror", "starring": "Toni Collette"})]),
 ("im in the mood for a funny film, anything online?", [EN56_MOVIES, EN56_PLAY], [("Media_FindMovies", {"genre": "Comedy"})]),
 ("Are there any baseball games in Chicago, IL on 2027-05-02?", [EN56_EVENTS, EN56_MOVIES], [("find_events", {"event_type": "Sports", "city": "Chicago, IL", "date": "2027-05-02"})]),
 ("what plays are on in New York, NY?", [EN56_EVENTS, EN56_WEATHER], [("find_events", {"event_type": "Theater", "city": "New York, NY"})]),
 ("looking for a cheap place to eat in Oakland, CA that has good vegetarian options", [EN56_EATS, EN56_HOTELS], [("search_restaurants", {"city": "Oakland, CA", "price_range": "inexpensive", "has_vegetarian_options": True})]),
 ("sushi in San Jose, CA where we can sit outside?", [EN56_EATS, EN56_EVENTS], [("search_restaurants", {"city": "San Jose, CA", "cuisine": "sushi", "has_seating_outdoors": True})]),
 ("send $45 to Jenny from my debit card and keep it private pls", [EN56_PAY, EN56_SHOP], [("make_payment", {"receiver": "Jenny", "amount": 45, "payment_method": "debit card", "private_visibility": True})]),
 ("We're moving to Portland, OR with our two dogs and need a 2 bedroom place", [EN56_HOMES, EN56_HOTELS], [("search_rentals", {"area": "Portland, OR", "number_of_beds": 2, "pets_allowed": True})]),
 ("any 1 bedroom apartments in Denver, CO with a washer and dryer?", [EN56_HOMES, EN56_SHOP], [("search_rentals", {"area": "Denver, CO", "number_of_beds": 1, "has_laundry": True})]),
 ("I'm a smoker. Find me a hotel in Las Vegas, NV where I can smoke in the room", [EN56_HOTELS, EN56_HOMES], [("hotels.search", {"location": "Las Vegas, NV", "smoking_allowed": True})]),
 ("make a new repo called weather-bot and make it public", [EN56_REPO, EN56_FILES], [("create_repository", {"name": "weather-bot", "private": False})]),
 ("show me everything in /etc/nginx including the hidden files", [EN56_FILES, EN56_REPO], [("list_directory", {"path": "/etc/nginx", "include_hidden": True})]),
 ("I'm looking for running shoes from Nike but only the ones you actually have in stock", [EN56_SHOP, EN56_PAY], [("search_products", {"query": "running shoes", "brand": "Nike", "in_stock_only": True})]),
 ("show me wireless earbuds, cheapest first", [EN56_SHOP, EN56_PLAY], [("search_products", {"query": "wireless earbuds", "sort": "price_asc"})]),
 ("news about the rail strike, without the opinion pieces", [EN56_NEWS, EN56_WEATHER], [("news_search", {"q": "rail strike", "include_opinion": False})]),
 ("whats on my calendar on 2027-04-09? skip the ones I declined", [EN56_CAL, EN56_NEWS], [("calendar_list_events", {"date": "2027-04-09", "show_declined": False})]),
 ("rent an suv at LAX from 2027-06-01 to 2027-06-05 and add the insurance", [EN56_CAR, EN56_RIDE], [("RentalCars_ReserveCar", {"pickup_location": "LAX", "start_date": "2027-06-01", "end_date": "2027-06-05", "car_type": "SUV", "add_insurance": True})]),
 ("2 bus tickets Sacramento to Fresno on 2027-03-03, we got extra bags", [EN56_BUS, EN56_FLIGHTS], [("buy_bus_ticket", {"from_city": "Sacramento", "to_city": "Fresno", "departure_date": "2027-03-03", "num_passengers": 2, "additional_luggage": True})]),
 ("put on Hotel California by the Eagles out on the patio", [EN56_PLAY, EN56_MOVIES], [("play_song", {"track": "Hotel California", "artist": "Eagles", "device": "Patio"})]),
 ("translate contract.docx into German, it should sound formal", [EN56_TRANSLATE, EN56_FILES], [("translate_document", {"file_name": "contract.docx", "target_lang": "DE", "formality": "more"})]),
 ("find me hotels in Tampa, FL", [EN56_HOTELS, EN56_HOMES], [("hotels.search", {"location": "Tampa, FL"})]),
 ("send 20 bucks to Mark", [EN56_PAY, EN56_SHOP], [("make_payment", {"receiver": "Mark", "amount": 20})]),
]
ENUM56_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("is it rude to smoke in a hotel room?", [EN56_HOTELS], []),
 ("what's the difference between business and first class?", [EN56_FLIGHTS], []),
 ("can I bring my dog on a Greyhound bus?", [EN56_BUS], []),
 ("why do people keep their repos private?", [EN56_REPO], []),
 ("are horror movies ok for a 10 year old?", [EN56_MOVIES], []),
 ("is couples therapy covered by insurance?", [EN56_CARE], []),
 ("how much should I tip a pool driver?", [EN56_RIDE], []),
 ("Is it worth getting the insurance on a rental car?", [EN56_CAR], []),
 ("do landlords in Portland usually allow dogs?", [EN56_HOMES], []),
 ("what does formal German sound like compared to informal?", [EN56_TRANSLATE], []),
]
# -- single-enum57: written at round 57 by a helper before any fix it measures (enum members in another word or form, values wanted in another form than written) --
EN57_WEATHER = tool("weather.current", "Get the current weather for a city from OpenWeatherMap.",
  {"city": {"type": "string", "description": "City name, e.g. 'Oslo'."},
   "units": {"type": "string", "enum": ["standard", "metric", "imperial"], "description": "Units of measurement. 'metric' gives Celsius, 'imperial' gives Fahrenheit, 'standard' gives Kelvin.", "default": "standard"}}, ["city"])
EN57_FORECAST = tool("weather.forecast_daily", "Daily forecast for the next 7 days.",
  {"city": {"type": "string", "description": "City name."}, "days": {"type": "integer", "description": "Number of days, 1-7.", "default": 7}}, ["city"])
EN57_THERMO = tool("set_thermostat", "Set the target temperature of the home thermostat.",
  {"temperature": {"type": "number", "description": "Target temperature."},
   "unit": {"type": "string", "enum": ["C", "F"], "description": "Temperature scale of the value.", "default": "C"}}, ["temperature"])
EN57_LIGHTS = tool("set_lights", "Turn the lights in a room on or off.",
  {"room": {"type": "string", "description": "Room name."}, "on": {"type": "boolean", "description": "True to turn on."}}, ["room", "on"])
EN57_FX = tool("convert_currency", "Convert an amount of money from one currency to another using today's exchange rate.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from_currency": {"type": "string", "enum": ["USD", "EUR", "GBP", "JPY", "INR", "CAD"], "description": "Currency code of the amount."},
   "to_currency": {"type": "string", "enum": ["USD", "EUR", "GBP", "JPY", "INR", "CAD"], "description": "Currency code to convert to."}}, ["amount", "from_currency", "to_currency"])
EN57_STOCK = tool("get_stock_quote", "Latest price of a stock.", {"symbol": {"type": "string", "description": "Ticker symbol."}}, ["symbol"])
EN57_TTS = tool("text_to_speech", "Synthesize speech from a text and play it.",
  {"text": {"type": "string", "description": "The text to speak."},
   "language_code": {"type": "string", "enum": ["en-US", "en-GB", "es-ES", "fr-FR", "de-DE", "it-IT"], "description": "BCP-47 language of the voice.", "default": "en-US"}}, ["text"])
EN57_TRANSLATE = tool("translate", "Translate a text into another language.",
  {"q": {"type": "string", "description": "Text to translate."}, "target": {"type": "string", "description": "Target language code, e.g. 'fr'."}}, ["q", "target"])
EN57_INVOICES = tool("billing.list_invoices", "List invoices of the account.\n\nArgs:\n    status (str): Filter by status: one of 'PAID', 'UNPAID' or 'OVERDUE'.\n    order (str): Sort direction by due date, 'asc' or 'desc'. Defaults to 'asc'.",
  {"status": {"type": "string", "description": "Filter by status: one of 'PAID', 'UNPAID' or 'OVERDUE'."},
   "order": {"type": "string", "description": "Sort direction by due date, 'asc' or 'desc'. Defaults to 'asc'.", "default": "asc"}}, [])
EN57_PAYINV = tool("billing.pay_invoice", "Pay one invoice.", {"invoice_id": {"type": "string", "description": "Invoice id."}}, ["invoice_id"])
EN57_TRANSFER = tool("schedule_transfer", "Schedule a recurring transfer between the user's accounts.",
  {"amount": {"type": "number", "description": "Amount in dollars."},
   "to_account": {"type": "string", "enum": ["checking", "savings", "brokerage"], "description": "Destination account."},
   "frequency": {"type": "string", "enum": ["DAILY", "WEEKLY", "BIWEEKLY", "MONTHLY"], "description": "How often the transfer repeats.", "default": "MONTHLY"}}, ["amount", "to_account"])
EN57_BALANCE = tool("get_balance", "Balance of an account.", {"account": {"type": "string", "enum": ["checking", "savings", "brokerage"], "description": "Account."}}, ["account"])
EN57_ROUTE = tool("maps.get_route", "Get directions between two places.",
  {"origin": {"type": "string", "description": "Start address or place."},
   "destination": {"type": "string", "description": "End address or place."},
   "mode": {"type": "string", "enum": ["driving", "walking", "bicycling", "transit"], "description": "Travel mode.", "default": "driving"}}, ["origin", "destination"])
EN57_PLACES = tool("maps.nearby_places", "Find places of a type near a location.",
  {"location": {"type": "string", "description": "Address or landmark."},
   "type": {"type": "string", "enum": ["restaurant", "cafe", "museum", "park", "pharmacy", "atm"], "description": "Kind of place."},
   "radius_meters": {"type": "integer", "description": "Search radius in meters.", "default": 1000}}, ["location", "type"])
EN57_TICKETS = tool("buy_museum_tickets", "Buy entry tickets to a museum for a date.",
  {"museum": {"type": "string", "description": "Name of the museum."},
   "date": {"type": "string", "description": "Visit date, YYYY-MM-DD."},
   "ticket_type": {"type": "string", "enum": ["adult", "child", "senior", "student"], "description": "Ticket category.", "default": "adult"},
   "quantity": {"type": "integer", "description": "Number of tickets.", "default": 1}}, ["museum", "date"])
EN57_EATS = tool("Restaurants_2_FindRestaurants", "Find restaurants in a city by cuisine and price.",
  {"location": {"type": "string", "description": "City and state, in the format 'City, ST', e.g. 'Austin, TX'."},
   "cuisine": {"type": "string", "description": "Type of food, e.g. 'Thai'."},
   "price_level": {"type": "string", "enum": ["$", "$$", "$$$", "$$$$"], "description": "Price level, from cheap ($) to very expensive ($$$$).", "default": "$$"}}, ["location", "cuisine"])
EN57_BOOKTABLE = tool("Restaurants_2_ReserveTable", "Reserve a table at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "Name."}, "party_size": {"type": "integer", "description": "Guests."}, "date": {"type": "string", "description": "YYYY-MM-DD."}}, ["restaurant_name", "party_size", "date"])
EN57_HOTEL = tool("Hotels_4_SearchHotel", "Search for hotels in a city.",
  {"location": {"type": "string", "description": "City, e.g. 'Rome, Italy'."},
   "star_rating": {"type": "string", "enum": ["1", "2", "3", "4", "5", "dontcare"], "description": "Star rating of the hotel.", "default": "dontcare"},
   "smoking_allowed": {"type": "boolean", "description": "Smoking rooms.", "default": False}}, ["location"])
EN57_TICKET = tool("helpdesk.create_ticket", "Open a support ticket.",
  {"subject": {"type": "string", "description": "Short summary of the issue."},
   "priority": {"type": "string", "enum": ["low", "normal", "high", "urgent"], "description": "Ticket priority.", "default": "normal"}}, ["subject"])
EN57_TICKETS_LIST = tool("helpdesk.list_tickets", "List open support tickets.", {}, [])
EN57_REMIND = tool("create_reminder", "Create a reminder before an event on the calendar.",
  {"event_title": {"type": "string", "description": "Title of the calendar event."},
   "minutes_before": {"type": "integer", "description": "How many minutes before the event to remind."}}, ["event_title", "minutes_before"])
EN57_EVENT = tool("create_event", "Create a calendar event.",
  {"title": {"type": "string", "description": "Title."}, "date": {"type": "string", "description": "YYYY-MM-DD."}}, ["title", "date"])
EN57_PARKING = tool("find_parking", "Find parking garages near an address.",
  {"address": {"type": "string", "description": "Street address."},
   "duration_minutes": {"type": "integer", "description": "Parking duration in minutes."}}, ["address", "duration_minutes"])
EN57_REDDIT = tool("reddit.top_posts", "Get the top posts of a subreddit.",
  {"subreddit": {"type": "string", "description": "Subreddit name in lowercase without the 'r/' prefix, e.g. 'python'."},
   "time_filter": {"type": "string", "enum": ["hour", "day", "week", "month", "year", "all"], "description": "Time window of the ranking.", "default": "day"}}, ["subreddit"])
EN57_NEWS = tool("news.headlines", "Top headlines for a country.", {"country": {"type": "string", "description": "Two-letter country code."}}, ["country"])
EN57_DENTIST = tool("find_dentists", "Search dentists in a city.",
  {"city": {"type": "string", "description": "The city, in the format 'City, ST' with the two-letter state code, e.g. 'Albany, NY'."},
   "accepts_new_patients": {"type": "boolean", "description": "Only dentists accepting new patients.", "default": False}}, ["city"])
EN57_DOCTOR = tool("book_doctor", "Book a doctor's appointment.", {"doctor_name": {"type": "string", "description": "Doctor."}, "date": {"type": "string", "description": "YYYY-MM-DD."}}, ["doctor_name", "date"])
EN57_TAX = tool("get_sales_tax_rate", "Get the state sales tax rate in the United States.",
  {"state": {"type": "string", "description": "Two-letter US state abbreviation, e.g. 'CA'."}}, ["state"])
EN57_SMS = tool("send_sms", "Send a text message.",
  {"to": {"type": "string", "description": "Recipient's 10-digit phone number, digits only, e.g. '4155550132'."},
   "message": {"type": "string", "description": "Message text."}}, ["to", "message"])
EN57_CALL = tool("start_call", "Start a phone call to a contact by name.", {"contact_name": {"type": "string", "description": "Contact name."}}, ["contact_name"])
EN57_SHOP = tool("store.add_to_cart", "Add a clothing item to the shopping cart.",
  {"product": {"type": "string", "description": "Product name."},
   "size": {"type": "string", "enum": ["XS", "S", "M", "L", "XL", "XXL"], "description": "Size."},
   "quantity": {"type": "integer", "description": "How many.", "default": 1}}, ["product", "size"])
EN57_ORDERS = tool("store.track_order", "Track an order.", {"order_id": {"type": "string", "description": "Order id."}}, ["order_id"])
EN57_RECIPES = tool("recipes.search", "Search recipes by keyword and diet.",
  {"query": {"type": "string", "description": "Dish or ingredient."},
   "diet": {"type": "string", "enum": ["vegan", "vegetarian", "gluten-free", "keto", "paleo"], "description": "Diet restriction."}}, ["query"])
EN57_GROCERY = tool("grocery.add_item", "Add an item to the grocery list.", {"item": {"type": "string", "description": "Item."}}, ["item"])
EN57_EXPORT = tool("reports.export", "Export a sales report for a month.",
  {"month": {"type": "string", "description": "Month, 'YYYY-MM'."},
   "file_format": {"type": "string", "description": "Output file format: 'pdf', 'csv' or 'xlsx'.", "default": "pdf"}}, ["month"])
EN57_EMAILREP = tool("reports.email", "Email a report to someone.", {"recipient": {"type": "string", "description": "Email."}}, ["recipient"])
EN57_RENTAL = tool("Homes_2_FindHomeByArea", "Search homes to rent in an area.",
  {"area": {"type": "string", "description": "City, e.g. 'Denver, CO'."},
   "number_of_beds": {"type": "integer", "description": "Bedrooms."},
   "has_pool": {"type": "string", "enum": ["True", "False", "dontcare"], "description": "Whether the property has a pool.", "default": "dontcare"}}, ["area", "number_of_beds"])
EN57_VISIT = tool("Homes_2_ScheduleVisit", "Schedule a visit to a property.", {"property_name": {"type": "string", "description": "Property."}, "visit_date": {"type": "string", "description": "YYYY-MM-DD."}}, ["property_name", "visit_date"])
EN57_LOAN = tool("loan_calculator", "Monthly payment of a loan.",
  {"principal": {"type": "number", "description": "Loan amount in dollars."},
   "annual_rate": {"type": "number", "description": "Annual interest rate in percent."},
   "term_years": {"type": "integer", "description": "Length of the loan in years."}}, ["principal", "annual_rate", "term_years"])
EN57_MORTGAGE_RATES = tool("get_mortgage_rates", "Today's average mortgage rates.", {}, [])
EN57_FLIGHT = tool("flights.search", "Search flights between two airports.",
  {"origin": {"type": "string", "description": "IATA code, e.g. 'JFK'."},
   "destination": {"type": "string", "description": "IATA code."},
   "date": {"type": "string", "description": "YYYY-MM-DD."},
   "cabin_class": {"type": "string", "enum": ["economy", "premium_economy", "business", "first"], "description": "Cabin class.", "default": "economy"},
   "nonstop": {"type": "string", "enum": ["yes", "no"], "description": "Only nonstop flights: 'yes' or 'no'.", "default": "no"}}, ["origin", "destination", "date"])
EN57_CHECKIN = tool("flights.check_in", "Check in for a flight.", {"confirmation_code": {"type": "string", "description": "Booking code."}}, ["confirmation_code"])

ENUM57: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("whats it like outside in Oslo right now? fahrenheit please, im american lol", [EN57_WEATHER, EN57_FORECAST], [("weather.current", {"city": "Oslo", "units": "imperial"})]),
 ("Could you tell me the current temperature in Madrid in celsius?", [EN57_WEATHER, EN57_FORECAST, EN57_THERMO], [("weather.current", {"city": "Madrid", "units": "metric"})]),
 ("set the thermostat to 68 degrees fahrenheit", [EN57_THERMO, EN57_LIGHTS], [("set_thermostat", {"temperature": 68, "unit": "F"})]),
 ("how much is 250 euros in japanese yen today?", [EN57_FX, EN57_STOCK], [("convert_currency", {"amount": 250, "from_currency": "EUR", "to_currency": "JPY"})]),
 ("I have 1200 canadian dollars, what is that in pounds?", [EN57_FX, EN57_STOCK], [("convert_currency", {"amount": 1200, "from_currency": "CAD", "to_currency": "GBP"})]),
 ("Please read 'welcome aboard, the doors are closing' out loud in a spanish voice", [EN57_TTS, EN57_TRANSLATE], [("text_to_speech", {"text": "welcome aboard, the doors are closing", "language_code": "es-ES"})]),
 ("say 'good night kids' with a british accent", [EN57_TTS, EN57_TRANSLATE], [("text_to_speech", {"text": "good night kids", "language_code": "en-GB"})]),
 ("show me the invoices we havent paid yet, latest due date first", [EN57_INVOICES, EN57_PAYINV], [("billing.list_invoices", {"status": "UNPAID", "order": "desc"})]),
 ("Which invoices are overdue?", [EN57_INVOICES, EN57_PAYINV], [("billing.list_invoices", {"status": "OVERDUE"})]),
 ("I'd like to move 200 dollars into savings every week please", [EN57_TRANSFER, EN57_BALANCE], [("schedule_transfer", {"amount": 200, "to_account": "savings", "frequency": "WEEKLY"})]),
 ("set up a daily transfer of $15 to my brokerage account", [EN57_TRANSFER, EN57_BALANCE], [("schedule_transfer", {"amount": 15, "to_account": "brokerage", "frequency": "DAILY"})]),
 ("how do i get from Union Square to Golden Gate Park by bike?", [EN57_ROUTE, EN57_PLACES], [("maps.get_route", {"origin": "Union Square", "destination": "Golden Gate Park", "mode": "bicycling"})]),
 ("directions from the hotel to Pike Place Market on foot", [EN57_ROUTE, EN57_PLACES], [("maps.get_route", {"origin": "the hotel", "destination": "Pike Place Market", "mode": "walking"})]),
 ("are there any pharmacies within 2 km of Alexanderplatz?", [EN57_PLACES, EN57_ROUTE], [("maps.nearby_places", {"location": "Alexanderplatz", "type": "pharmacy", "radius_meters": 2000})]),
 ("buy 3 tickets for the kids to the Science Museum on 2027-07-14", [EN57_TICKETS, EN57_PLACES], [("buy_museum_tickets", {"museum": "Science Museum", "date": "2027-07-14", "ticket_type": "child", "quantity": 3})]),
 ("hey, looking for some cheap ramen spots in Seattle, WA", [EN57_EATS, EN57_BOOKTABLE], [("Restaurants_2_FindRestaurants", {"location": "Seattle, WA", "cuisine": "ramen", "price_level": "$"})]),
 ("find a really fancy steakhouse in Chicago, IL for our anniversary", [EN57_EATS, EN57_BOOKTABLE], [("Restaurants_2_FindRestaurants", {"location": "Chicago, IL", "cuisine": "steakhouse", "price_level": "$$$$"})]),
 ("I need a three-star hotel in Lisbon, Portugal", [EN57_HOTEL, EN57_EATS], [("Hotels_4_SearchHotel", {"location": "Lisbon, Portugal", "star_rating": "3"})]),
 ("open a ticket: payroll export crashes on login. this is urgent, payroll runs tomorrow", [EN57_TICKET, EN57_TICKETS_LIST], [("helpdesk.create_ticket", {"subject": "payroll export crashes on login", "priority": "urgent"})]),
 ("open a ticket saying the printer on floor 3 is jammed", [EN57_TICKET, EN57_TICKETS_LIST], [("helpdesk.create_ticket", {"subject": "the printer on floor 3 is jammed"})]),
 ("remind me half an hour before the Quarterly Review", [EN57_REMIND, EN57_EVENT], [("create_reminder", {"event_title": "Quarterly Review", "minutes_before": 30})]),
 ("need parking near 500 Main St for 2 hours", [EN57_PARKING, EN57_ROUTE], [("find_parking", {"address": "500 Main St", "duration_minutes": 120})]),
 ("what are the top posts on r/MachineLearning this week?", [EN57_REDDIT, EN57_NEWS], [("reddit.top_posts", {"subreddit": "machinelearning", "time_filter": "week"})]),
 ("any dentists taking new patients in springfield illinois?", [EN57_DENTIST, EN57_DOCTOR], [("find_dentists", {"city": "Springfield, IL", "accepts_new_patients": True})]),
 ("whats the sales tax in texas", [EN57_TAX, EN57_STOCK], [("get_sales_tax_rate", {"state": "TX"})]),
 ("text (415) 555-0132 that I'm running 10 min late", [EN57_SMS, EN57_CALL], [("send_sms", {"to": "4155550132", "message": "I'm running 10 min late"})]),
 ("add the Everyday Hoodie to my cart, extra large", [EN57_SHOP, EN57_ORDERS], [("store.add_to_cart", {"product": "Everyday Hoodie", "size": "XL"})]),
 ("my friend is celiac, can you find pancake recipes she can eat? gluten free", [EN57_RECIPES, EN57_GROCERY], [("recipes.search", {"query": "pancake", "diet": "gluten-free"})]),
 ("export the sales report for 2027-03 as a CSV", [EN57_EXPORT, EN57_EMAILREP], [("reports.export", {"month": "2027-03", "file_format": "csv"})]),
 ("2 bedroom houses in Phoenix, AZ, must have a pool", [EN57_RENTAL, EN57_VISIT], [("Homes_2_FindHomeByArea", {"area": "Phoenix, AZ", "number_of_beds": 2, "has_pool": "True"})]),
 ("what would my monthly payment be on a 350k loan at 6.5% for 30 years", [EN57_LOAN, EN57_MORTGAGE_RATES], [("loan_calculator", {"principal": 350000, "annual_rate": 6.5, "term_years": 30})]),
 ("search flights JFK to LHR on 2027-10-02, nonstop only", [EN57_FLIGHT, EN57_CHECKIN], [("flights.search", {"origin": "JFK", "destination": "LHR", "date": "2027-10-02", "nonstop": "yes"})]),
]
ENUM57_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("is fahrenheit or celsius more accurate?", [EN57_WEATHER, EN57_THERMO], []),
 ("why is the yen so weak against the dollar?", [EN57_FX], []),
 ("how do you say good night in spanish?", [EN57_TTS], []),
 ("is biking faster than the bus in San Francisco?", [EN57_ROUTE], []),
 ("do kids get into museums for free in London?", [EN57_TICKETS], []),
 ("what's a good tip for a cheap ramen place?", [EN57_EATS], []),
 ("how many minutes is half an hour?", [EN57_REMIND], []),
 ("what state has the lowest sales tax?", [EN57_TAX], []),
 ("what size hoodie should I get if I'm 6 foot?", [EN57_SHOP], []),
 ("is gluten free bread actually healthier?", [EN57_RECIPES], []),
 ("should I get a 15 or 30 year mortgage?", [EN57_LOAN], []),
 ("is a nonstop flight worth the extra money?", [EN57_FLIGHT], []),
]
# -- single-score56: written at round 56 by a helper before any fix it measures (the thing named in other words) --
SC56_VET = tool("find_veterinary_clinics", "Search for veterinary clinics in a city. Returns name, address, phone and opening hours.",
  {"city": {"type": "string", "description": "City and state, e.g. 'Austin, TX'."},
   "emergency": {"type": "boolean", "description": "Only clinics offering emergency care.", "default": False}}, ["city"])
SC56_GROOM = tool("book_grooming", "Book a grooming appointment for a pet.",
  {"pet_name": {"type": "string", "description": "Name of the pet."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["pet_name", "date"])
SC56_QUAKE = tool("get_recent_earthquakes", "Returns seismic events recorded in the past 24 hours for a region, from the USGS feed.",
  {"region": {"type": "string", "description": "Region or city name."},
   "min_magnitude": {"type": "number", "description": "Smallest magnitude to include.", "default": 2.5}}, ["region"])
SC56_TIDES = tool("get_tide_times", "High and low tide times for a coastal station.",
  {"station": {"type": "string", "description": "Station name."}}, ["station"])
SC56_GYM = tool("FitnessCenters_1_FindCenters", "Search for fitness centers and health clubs in a city.",
  {"city": {"type": "string", "description": "City name, e.g. 'Denver, CO'."},
   "open_24h": {"type": "boolean", "description": "Whether the center is open around the clock.", "default": False}}, ["city"])
SC56_CLASS = tool("FitnessCenters_1_BookClass", "Book a spot in a group fitness class.",
  {"center_name": {"type": "string", "description": "Name of the fitness center."},
   "class_name": {"type": "string", "description": "Name of the class."}}, ["center_name", "class_name"])
SC56_FRIDGE = tool("set_refrigerator_temperature", "Set the target temperature of the refrigerator compartment, in degrees Celsius.",
  {"celsius": {"type": "number", "description": "Target temperature, 1 to 7."}}, ["celsius"])
SC56_OVEN = tool("preheat_oven", "Preheat the oven to a temperature.",
  {"temperature_f": {"type": "integer", "description": "Temperature in Fahrenheit."}}, ["temperature_f"])
SC56_RX = tool("refill_prescription", "Request a refill of an existing prescription at the patient's pharmacy.",
  {"rx_number": {"type": "string", "description": "The prescription number printed on the label."},
   "pickup": {"type": "boolean", "description": "Pick up in store instead of mail delivery.", "default": True}}, ["rx_number"])
SC56_APPT = tool("book_doctor_appointment", "Book an appointment with a primary care doctor.",
  {"date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["date"])
SC56_TRAIL = tool("search_trails", "Find hiking trails near a location.",
  {"location": {"type": "string", "description": "City and state, e.g. 'Boulder, CO'."},
   "difficulty": {"type": "string", "enum": ["easy", "moderate", "hard"], "description": "Trail difficulty."},
   "max_length_km": {"type": "number", "description": "Longest trail length to return, in km."}}, ["location"])
SC56_CAMP = tool("reserve_campsite", "Reserve a campsite in a park.",
  {"park": {"type": "string", "description": "Park name."}, "nights": {"type": "integer", "description": "Number of nights."}}, ["park", "nights"])
SC56_SUN = tool("get_sunrise_sunset", "Returns sunrise and sunset times for a location and date.",
  {"location": {"type": "string", "description": "City name."},
   "date": {"type": "string", "description": "Date in YYYY-MM-DD format. Defaults to today."}}, ["location"])
SC56_MOON = tool("get_moon_phase", "Returns the moon phase for a date.",
  {"date": {"type": "string", "description": "Date in YYYY-MM-DD format."}}, ["date"])
SC56_FLIGHT = tool("flight_status", "Get the live status of a flight: departure and arrival times, gate, delays.",
  {"flight_number": {"type": "string", "description": "Airline code and number."}}, ["flight_number"])
SC56_SEAT = tool("change_seat", "Change the seat on a booked flight.",
  {"flight_number": {"type": "string", "description": "Airline code and number."},
   "seat": {"type": "string", "description": "Seat, e.g. 14C."}}, ["flight_number", "seat"])
SC56_TUTOR = tool("find_tutors", "Search for private tutors by subject and grade level.",
  {"subject": {"type": "string", "enum": ["math", "physics", "chemistry", "english", "history"], "description": "Subject."},
   "grade_level": {"type": "integer", "description": "School grade, 1-12."}}, ["subject"])
SC56_SUB_CANCEL = tool("cancel_subscription", "Cancel a recurring subscription so it is no longer billed.",
  {"service": {"type": "string", "enum": ["Netflix", "Spotify", "Hulu", "Disney+"], "description": "The streaming service."}}, ["service"])
SC56_SUB_LIST = tool("list_subscriptions", "List the user's active subscriptions with their monthly prices.", {}, [])
SC56_SHOP = tool("search_products", "Search the store's product catalog.",
  {"category": {"type": "string", "enum": ["footwear", "apparel", "electronics", "home"], "description": "Product category."},
   "max_price": {"type": "number", "description": "Highest price in USD."},
   "query": {"type": "string", "description": "Free-text keywords."}}, ["category"])
SC56_ORDERS = tool("get_order_history", "List the user's past orders.", {}, [])
SC56_VACCINE = tool("schedule_immunization", "Schedule an immunization appointment at a pharmacy.",
  {"vaccine": {"type": "string", "enum": ["influenza", "covid19", "shingles", "tdap"], "description": "The vaccine."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["vaccine", "date"])
SC56_PARK = tool("find_parking", "Find parking garages and lots with open spaces near an address or landmark.",
  {"near": {"type": "string", "description": "Address or landmark."},
   "hours": {"type": "integer", "description": "How many hours to park.", "default": 1}}, ["near"])
SC56_TOLL = tool("pay_toll", "Pay an outstanding road toll.",
  {"plate": {"type": "string", "description": "License plate."}}, ["plate"])
SC56_EV = tool("find_ev_chargers", "Locate public charging stations for electric vehicles.",
  {"location": {"type": "string", "description": "City or address."},
   "connector": {"type": "string", "enum": ["CCS", "CHAdeMO", "NACS", "J1772"], "description": "Plug type.", "default": "CCS"}}, ["location"])
SC56_LYRICS = tool("get_lyrics", "Fetch the lyrics of a song.",
  {"title": {"type": "string", "description": "Song title."},
   "artist": {"type": "string", "description": "Artist name."}}, ["title"])
SC56_HVAC = tool("request_home_repair", "Request a technician visit for a home repair.",
  {"trade": {"type": "string", "enum": ["plumbing", "electrical", "hvac", "appliance"], "description": "The kind of repair."},
   "zip_code": {"type": "string", "description": "Five-digit ZIP code."}}, ["trade", "zip_code"])
SC56_SALON = tool("Salon_2_BookAppointment", "Book an appointment at a hair salon.",
  {"salon_name": {"type": "string", "description": "Name of the salon."},
   "service": {"type": "string", "enum": ["haircut", "coloring", "blowout"], "description": "Service."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["salon_name", "service", "date"])
SC56_NOTES = tool("get_meeting_notes", "Retrieve the notes recorded for a past meeting.",
  {"meeting_title": {"type": "string", "description": "Title of the meeting."}}, ["meeting_title"])
SC56_FILMS = tool("Movies_3_FindMovies", "Search for movies playing in a city by genre.",
  {"location": {"type": "string", "description": "City, e.g. 'Pasadena, CA'."},
   "genre": {"type": "string", "enum": ["Action", "Comedy", "Drama", "Horror", "dontcare"], "default": "dontcare"}}, ["location"])
SC56_STAY = tool("Hotels_5_SearchHotel", "Search for hotels in a city.",
  {"location": {"type": "string", "description": "City, e.g. 'Lisbon, Portugal'."},
   "number_of_nights": {"type": "integer", "description": "Nights to stay."}}, ["location"])
SCORE56: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("my dog just ate a whole bar of chocolate, I need an emergency vet in Austin, TX right now", [SC56_VET, SC56_GROOM], [("find_veterinary_clinics", {"city": "Austin, TX", "emergency": True})]),
 ("were there any quakes around Tokyo today above magnitude 5?", [SC56_QUAKE, SC56_TIDES], [("get_recent_earthquakes", {"region": "Tokyo", "min_magnitude": 5})]),
 ("any gyms in Denver, CO that are open 24 hours? I work nights", [SC56_GYM, SC56_CLASS], [("FitnessCenters_1_FindCenters", {"city": "Denver, CO", "open_24h": True})]),
 ("put the fridge at 3 degrees please, the milk keeps going off", [SC56_FRIDGE, SC56_OVEN], [("set_refrigerator_temperature", {"celsius": 3})]),
 ("Im almost out of my blood pressure meds, can you reorder Rx 4481923 for me", [SC56_RX, SC56_APPT], [("refill_prescription", {"rx_number": "4481923"})]),
 ("we want somewhere easy for a nature walk with the kids near Boulder, CO, nothing longer then 5 km", [SC56_TRAIL, SC56_CAMP], [("search_trails", {"location": "Boulder, CO", "difficulty": "easy", "max_length_km": 5})]),
 ("what time does the sun come up in Reykjavik?", [SC56_SUN, SC56_MOON], [("get_sunrise_sunset", {"location": "Reykjavik"})]),
 ("is my plane UA882 going to land on time?", [SC56_FLIGHT, SC56_SEAT], [("flight_status", {"flight_number": "UA882"})]),
 ("my daughter is really struggling with algebra, could you find someone to help her? she's in 9th grade", [SC56_TUTOR], [("find_tutors", {"subject": "math", "grade_level": 9})]),
 ("I don't watch it anymore so I want to stop paying for Hulu", [SC56_SUB_CANCEL, SC56_SUB_LIST], [("cancel_subscription", {"service": "Hulu"})]),
 ("do u have running sneakers under 100 dollars", [SC56_SHOP, SC56_ORDERS], [("search_products", {"category": "footwear", "max_price": 100, "query": "running sneakers"})]),
 ("can I get my flu jab on 2026-12-12?", [SC56_VACCINE, SC56_APPT], [("schedule_immunization", {"vaccine": "influenza", "date": "2026-12-12"})]),
 ("where can i leave my car near Fenway Park for about 3 hours", [SC56_PARK, SC56_TOLL], [("find_parking", {"near": "Fenway Park", "hours": 3})]),
 ("battery's nearly dead, where can I plug in my car around San Jose?", [SC56_EV, SC56_PARK], [("find_ev_chargers", {"location": "San Jose"})]),
 ("I keep mishearing it, what are the words to Bohemian Rhapsody by Queen", [SC56_LYRICS, SC56_FILMS], [("get_lyrics", {"title": "Bohemian Rhapsody", "artist": "Queen"})]),
 ("the AC is blowing warm air again, can somebody come out? zip is 30307", [SC56_HVAC, SC56_FRIDGE], [("request_home_repair", {"trade": "hvac", "zip_code": "30307"})]),
 ("get me a trim at Shear Madness on 2026-12-19", [SC56_SALON], [("Salon_2_BookAppointment", {"salon_name": "Shear Madness", "service": "haircut", "date": "2026-12-19"})]),
 ("pull up the minutes from Quarterly Planning", [SC56_NOTES, SC56_SUB_LIST], [("get_meeting_notes", {"meeting_title": "Quarterly Planning"})]),
 ("wanna catch a flick tonight in Pasadena, CA, something funny", [SC56_FILMS, SC56_STAY], [("Movies_3_FindMovies", {"location": "Pasadena, CA", "genre": "Comedy"})]),
 ("need cheap digs in Lisbon, Portugal for 3 nights", [SC56_STAY, SC56_FILMS], [("Hotels_5_SearchHotel", {"location": "Lisbon, Portugal", "number_of_nights": 3})]),
 ("Could you check whether the ground has been shaking anywhere near Anchorage lately?", [SC56_QUAKE], [("get_recent_earthquakes", {"region": "Anchorage"})]),
 ("Looking for a spot to work out in Tulsa, OK", [SC56_GYM, SC56_CLASS], [("FitnessCenters_1_FindCenters", {"city": "Tulsa, OK"})]),
 ("The kitchen sink is leaking everywhere, send a plumber to 94110", [SC56_HVAC], [("request_home_repair", {"trade": "plumbing", "zip_code": "94110"})]),
 ("dusk in Lisbon, when is it today?", [SC56_SUN], [("get_sunrise_sunset", {"location": "Lisbon"})]),
]
SCORE56_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("how do vets treat chocolate poisoning in dogs?", [SC56_VET, SC56_GROOM], []),
 ("what actually causes earthquakes?", [SC56_QUAKE, SC56_TIDES], []),
 ("is it better to go to the gym in the morning or at night?", [SC56_GYM, SC56_CLASS], []),
 ("why is my fridge making a buzzing noise", [SC56_FRIDGE, SC56_OVEN], []),
 ("what are the side effects of lisinopril", [SC56_RX, SC56_APPT], []),
 ("how many calories does a 5 km walk burn?", [SC56_TRAIL, SC56_CAMP], []),
 ("why does the sun look orange when it sets", [SC56_SUN, SC56_MOON], []),
 ("is it safe to fly in a thunderstorm?", [SC56_FLIGHT, SC56_SEAT], []),
 ("is algebra harder than geometry?", [SC56_TUTOR], []),
 ("how much does Hulu cost a month", [SC56_SUB_CANCEL], []),
 ("are flu jabs free for kids?", [SC56_VACCINE, SC56_APPT], []),
 ("how do I parallel park a big car", [SC56_PARK, SC56_TOLL], []),
 ("what does an HVAC technician earn?", [SC56_HVAC], []),
 ("what's a good flick for a first date", [SC56_FILMS, SC56_STAY], []),
]
# -- single-choice56: written at round 56 by a helper before any fix it measures (the right one of neighbour tools; one call
#    with two values against partners that truly want two calls) --
CH56_NOW = tool("weather.get_current_conditions", "Returns the current observed weather conditions (temperature, humidity, wind) for a location.",
  {"location": {"type": "string", "description": "The city and state or country, e.g. 'Austin, TX' or 'Lyon, France'."},
   "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Units of measurement.", "default": "metric"}}, ["location"])
CH56_FORECAST = tool("weather.get_daily_forecast", "Returns the daily weather forecast for the coming days for a location.",
  {"location": {"type": "string", "description": "The city and state or country, e.g. 'Austin, TX' or 'Lyon, France'."},
   "days": {"type": "integer", "description": "Number of days to forecast, 1-10.", "default": 5}}, ["location"])
CH56_PAST = tool("weather.get_historical", "Returns the observed weather for a location on a past date.",
  {"location": {"type": "string", "description": "The city and state or country, e.g. 'Austin, TX' or 'Lyon, France'."},
   "date": {"type": "string", "description": "The past date, in the format YYYY-MM-DD."}}, ["location", "date"])
CH56_STOCK = tool("inventory_check_stock", "Checks whether a product is in stock and how many units are available, optionally for one size.",
  {"product_id": {"type": "string", "description": "The product identifier, e.g. 'BX-100'."},
   "size": {"type": "string", "enum": ["XS", "S", "M", "L", "XL"], "description": "The size to check. Optional."}}, ["product_id"])
CH56_PRODUCT = tool("catalog_get_product", "Retrieves the full details of a product (description, materials, specifications, price) by its identifier.",
  {"product_id": {"type": "string", "description": "The product identifier, e.g. 'BX-100'."}}, ["product_id"])
CH56_SEARCH = tool("catalog_search_products", "Searches the product catalog by keywords.",
  {"query": {"type": "string", "description": "Keywords to search for."},
   "max_price": {"type": "number", "description": "The highest price in USD. Optional."}}, ["query"])
CH56_CONTACT = tool("contacts.get_contact_by_id", "Get a single contact record by its numeric id.",
  {"contact_id": {"type": "integer", "description": "The unique id of the contact."}}, ["contact_id"])
CH56_FIND_CONTACT = tool("contacts.search_contacts_by_name", "Search the address book for contacts whose name matches.",
  {"name": {"type": "string", "description": "Full or partial name of the contact."}}, ["name"])
CH56_EDIT_CONTACT = tool("contacts.update_contact", "Update the phone number or email of an existing contact.",
  {"contact_id": {"type": "integer", "description": "The unique id of the contact."},
   "phone": {"type": "string", "description": "The new phone number. Optional."},
   "email": {"type": "string", "description": "The new email address. Optional."}}, ["contact_id"])
CH56_NEW_CONTACT = tool("contacts.create_contact", "Add a new contact to the address book.",
  {"name": {"type": "string", "description": "The full name of the contact."},
   "phone": {"type": "string", "description": "The phone number. Optional."}}, ["name"])
CH56_EVENTS = tool("calendar_list_events", "Lists the events on the user's calendar for one day.",
  {"date": {"type": "string", "description": "The day, in the format YYYY-MM-DD."}}, ["date"])
CH56_NEW_EVENT = tool("calendar_create_event", "Creates a new event on the user's calendar.",
  {"title": {"type": "string", "description": "The title of the event."},
   "start": {"type": "string", "description": "Start time in the format YYYY-MM-DD HH:MM."}}, ["title", "start"])
CH56_MOVE_EVENT = tool("calendar_update_event", "Reschedules an existing event to a new start time.",
  {"event_id": {"type": "string", "description": "The event id, e.g. 'EV-1001'."},
   "start": {"type": "string", "description": "The new start time in the format YYYY-MM-DD HH:MM."}}, ["event_id", "start"])
CH56_QUOTES = tool("market_get_quotes", "Get real-time quotes for one or more stocks.",
  {"symbols": {"type": "string", "description": "Comma-separated list of ticker symbols, e.g. 'AAPL,MSFT'."}}, ["symbols"])
CH56_QUOTE = tool("getStockQuote", "Get the real-time quote of a stock.",
  {"symbol": {"type": "string", "description": "The ticker symbol, e.g. 'AAPL'."}}, ["symbol"])
CH56_RECIPES = tool("recipes.search", "Find recipes that use the given ingredients.",
  {"ingredients": {"type": "array", "items": {"type": "string"}, "description": "The ingredients the recipe should contain."}}, ["ingredients"])
CH56_FIND_FOOD = tool("Restaurants_2_FindRestaurants", "Find restaurants in a city by the kind of food they serve.",
  {"city": {"type": "string", "description": "The city, e.g. 'Leeds'."},
   "category": {"type": "string", "description": "The kind of food or dish, e.g. 'Pizza'."}}, ["city", "category"])
CH56_BOOK_FOOD = tool("Restaurants_2_ReserveRestaurant", "Reserve a table at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "The name of the restaurant."},
   "city": {"type": "string", "description": "The city of the restaurant."},
   "party_size": {"type": "integer", "description": "The number of people.", "default": 2}}, ["restaurant_name", "city"])
CH56_ORDER = tool("orders_get_status", "Returns the shipping status of an order.",
  {"order_id": {"type": "integer", "description": "The order number."}}, ["order_id"])
CH56_CANCEL = tool("orders_cancel", "Cancels an order that has not shipped yet.",
  {"order_id": {"type": "integer", "description": "The order number."}}, ["order_id"])
CH56_MAIL = tool("send_email", "Send an email to one or more recipients.",
  {"to": {"type": "array", "items": {"type": "string"}, "description": "The recipients' email addresses."},
   "subject": {"type": "string", "description": "The subject line."}}, ["to", "subject"])
CH56_WEATHER = [CH56_NOW, CH56_FORECAST, CH56_PAST]
CH56_SHOP = [CH56_STOCK, CH56_PRODUCT, CH56_SEARCH]
CH56_BOOK = [CH56_CONTACT, CH56_FIND_CONTACT, CH56_EDIT_CONTACT, CH56_NEW_CONTACT]
CH56_CAL = [CH56_EVENTS, CH56_NEW_EVENT, CH56_MOVE_EVENT]
CH56_FOOD = [CH56_FIND_FOOD, CH56_BOOK_FOOD]
CH56_ORDERS = [CH56_ORDER, CH56_CANCEL]
CHOICE56: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("hey so whats the temperature outside in Lyon, France at the moment?", CH56_WEATHER, [("weather.get_current_conditions", {"location": "Lyon, France"})]),
 ("im going hiking near Boulder, CO this weekend. will it rain there in the next 3 days?", CH56_WEATHER, [("weather.get_daily_forecast", {"location": "Boulder, CO", "days": 3})]),
 ("How hot did it get in Phoenix, AZ on 2023-07-15?", CH56_WEATHER, [("weather.get_historical", {"location": "Phoenix, AZ", "date": "2023-07-15"})]),
 ("Is it windy in Oslo, Norway right now and in Bergen, Norway too?", CH56_WEATHER, [("weather.get_current_conditions", {"location": "Oslo, Norway"}), ("weather.get_current_conditions", {"location": "Bergen, Norway"})]),
 ("do you still have BX-220 in size M? I want to order it today", CH56_SHOP, [("inventory_check_stock", {"product_id": "BX-220", "size": "M"})]),
 ("Can you tell me what BX-220 is made of and its specs", CH56_SHOP, [("catalog_get_product", {"product_id": "BX-220"})]),
 ("im looking for waterproof hiking boots under 120 dollars", CH56_SHOP, [("catalog_search_products", {"query": "waterproof hiking boots", "max_price": 120})]),
 ("pull up the contact with id 5521", CH56_BOOK, [("contacts.get_contact_by_id", {"contact_id": 5521})]),
 ("Do I have anyone called Priya Raman saved?", CH56_BOOK, [("contacts.search_contacts_by_name", {"name": "Priya Raman"})]),
 ("Priya got a new phone. Please change contact 5521's number to 555-0142", CH56_BOOK, [("contacts.update_contact", {"contact_id": 5521, "phone": "555-0142"})]),
 ("save Tomasz Nowak as a new contact, his phone is 555-0199", CH56_BOOK, [("contacts.create_contact", {"name": "Tomasz Nowak", "phone": "555-0199"})]),
 ("what have i got on 2024-03-04?", CH56_CAL, [("calendar_list_events", {"date": "2024-03-04"})]),
 ("My dentist moved my appointment. Could you move EV-1088 to 2024-03-04 10:30", CH56_CAL, [("calendar_update_event", {"event_id": "EV-1088", "start": "2024-03-04 10:30"})]),
 ("put 'Dentist' in my calendar for 2024-03-04 10:30", CH56_CAL, [("calendar_create_event", {"title": "Dentist", "start": "2024-03-04 10:30"})]),
 ("whats AAPL and MSFT trading at?", [CH56_QUOTES], [("market_get_quotes", {"symbols": "AAPL,MSFT"})]),
 ("whats AAPL and MSFT trading at?", [CH56_QUOTE], [("getStockQuote", {"symbol": "AAPL"}), ("getStockQuote", {"symbol": "MSFT"})]),
 ("I have chicken, spinach and feta in the fridge, what can I cook?", [CH56_RECIPES], [("recipes.search", {"ingredients": ["chicken", "spinach", "feta"]})]),
 ("Where can I get fish and chips in Leeds?", CH56_FOOD, [("Restaurants_2_FindRestaurants", {"city": "Leeds", "category": "fish and chips"})]),
 ("I'm in Leeds with friends tonight. Find us somewhere that does Thai food", CH56_FOOD, [("Restaurants_2_FindRestaurants", {"city": "Leeds", "category": "Thai"})]),
 ("Book a table for 4 at Bundobust in Leeds", CH56_FOOD, [("Restaurants_2_ReserveRestaurant", {"restaurant_name": "Bundobust", "city": "Leeds", "party_size": 4})]),
 ("where is my order 8812? it was supposed to arrive yesterday", CH56_ORDERS, [("orders_get_status", {"order_id": 8812})]),
 ("cancel orders 8812 and 8813 please, i ordered them twice by mistake", CH56_ORDERS, [("orders_cancel", {"order_id": 8812}), ("orders_cancel", {"order_id": 8813})]),
 ("I ordered the wrong size. cancel 8812, it hasnt shipped yet", CH56_ORDERS, [("orders_cancel", {"order_id": 8812})]),
 ("email ana@corp.io and ben@corp.io with the subject 'Standup moved to 10'", [CH56_MAIL], [("send_email", {"to": ["ana@corp.io", "ben@corp.io"], "subject": "Standup moved to 10"})]),
 ("Whats the weather in Boulder, CO now, and what about the next 5 days?", CH56_WEATHER, [("weather.get_current_conditions", {"location": "Boulder, CO"}), ("weather.get_daily_forecast", {"location": "Boulder, CO", "days": 5})]),
 ("whats the status of order 8812? and please cancel 8813", CH56_ORDERS, [("orders_get_status", {"order_id": 8812}), ("orders_cancel", {"order_id": 8813})]),
]
CHOICE56_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("why is it always windy in Chicago?", CH56_WEATHER, []),
 ("what's the difference between a forecast and a nowcast", CH56_WEATHER, []),
 ("how do I measure my shoe size at home", CH56_SHOP, []),
 ("how do I export my contacts to a csv file", CH56_BOOK, []),
 ("Is it rude to reschedule a meeting twice?", CH56_CAL, []),
 ("What does a stock's P/E ratio tell you?", [CH56_QUOTES, CH56_QUOTE], []),
 ("Is feta cheese made from sheep milk?", [CH56_RECIPES], []),
 ("Who invented fish and chips?", CH56_FOOD, []),
 ("how long does shipping to Canada usually take", CH56_ORDERS, []),
 ("what's a polite way to start an email to a professor", [CH56_MAIL], []),
]
# -- single-spans56: written at round 56 by a helper before any fix it measures (string spans, literal and in a form) --
SP56_PLAYLIST = tool("create_playlist", "Create a playlist for the current Spotify user.",
  {"name": {"type": "string", "description": "The name for the new playlist, for example \"Your Coolest Playlist\"."},
   "description": {"type": "string", "description": "Value for playlist description as displayed in Spotify Clients and in the Web API."},
   "public": {"type": "boolean", "description": "Defaults to true. If true the playlist will be public, if false it will be private.", "default": True}}, ["name"])
SP56_PAY = tool("payments.send", "Send money to another user of the wallet.",
  {"recipient": {"type": "string", "description": "Username or full name of the person receiving the money."},
   "amount": {"type": "number", "description": "Amount to send, in USD."},
   "note": {"type": "string", "description": "What the payment is for, shown to the recipient.", "default": ""}}, ["recipient", "amount"])
SP56_CONTACT = tool("contacts_create", "Creates a new contact in the user's address book.",
  {"full_name": {"type": "string", "description": "The contact's full name."},
   "company": {"type": "string", "description": "The organization the contact works for. Optional."},
   "email": {"type": "string", "description": "The contact's email address. Optional."}}, ["full_name"])
SP56_TASK = tool("add_task", "Creates a new task in Todoist.",
  {"content": {"type": "string", "description": "Task content. This value may contain markdown-formatted text."},
   "project_name": {"type": "string", "description": "Name of the project to add the task to. If not set, the task is put in the Inbox."},
   "due_string": {"type": "string", "description": "Human defined task due date (ex.: 'next Monday', 'Tomorrow')."}}, ["content"])
SP56_ISSUE = tool("create_issue", "Create a new issue in a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository. The name is not case sensitive."},
   "repo": {"type": "string", "description": "The name of the repository without the .git extension."},
   "title": {"type": "string", "description": "The title of the issue."},
   "body": {"type": "string", "description": "The contents of the issue."}}, ["owner", "repo", "title"])
SP56_BOOKS = tool("searchBooks", "Search the library catalog for books.",
  {"title": {"type": "string", "description": "Title of the book, or part of it."},
   "author": {"type": "string", "description": "Author of the book. Optional."}}, ["title"])
SP56_TABLE = tool("reserve_restaurant", "Make a table reservation at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "The name of the restaurant."},
   "location": {"type": "string", "description": "City where the restaurant is, in the format 'City, State', e.g. 'Berkeley, CA'."},
   "party_size": {"type": "integer", "description": "Number of seats to reserve.", "default": 2}}, ["restaurant_name", "location"])
SP56_WEATHER = tool("get_current_weather", "Fetch the current weather for a city.",
  {"city": {"type": "string", "description": "Name of the city."},
   "units": {"type": "string", "enum": ["standard", "metric", "imperial"], "description": "Units of measurement. 'metric' for Celsius, 'imperial' for Fahrenheit.", "default": "standard"}}, ["city"])
SP56_SMS = tool("send_sms", "Send an SMS text message to a phone number.",
  {"to": {"type": "string", "description": "Recipient phone number in E.164 format, e.g. '+14155552671'."},
   "body": {"type": "string", "description": "The text of the message."}}, ["to", "body"])
SP56_REPO = tool("repos_create", "Creates a new repository for the authenticated user.",
  {"name": {"type": "string", "description": "The name of the repository."},
   "private": {"type": "boolean", "description": "Whether the repository is private.", "default": False}}, ["name"])
SP56_PLAY = tool("play_song", "Play a song on the user's active device.",
  {"track": {"type": "string", "description": "The title of the song."},
   "artist": {"type": "string", "description": "The artist performing the song. Optional."}}, ["track"])
SP56_ROUTE = tool("get_directions", "Get directions between an origin and a destination.",
  {"origin": {"type": "string", "description": "The address or place name to start from."},
   "destination": {"type": "string", "description": "The address or place name to go to."},
   "mode": {"type": "string", "enum": ["driving", "walking", "bicycling", "transit"], "description": "Travel mode.", "default": "driving"}}, ["origin", "destination"])
SP56_MAIL = tool("gmail.send", "Send an email from the user's Gmail account.",
  {"to": {"type": "string", "description": "Email address of the recipient."},
   "subject": {"type": "string", "description": "The subject of the email."},
   "body": {"type": "string", "description": "The plain-text body of the email."}}, ["to", "subject", "body"])
SP56_STATUS = tool("users.profile.set_status", "Set the user's Slack status.",
  {"status_text": {"type": "string", "description": "The displayed text of up to 100 characters."},
   "status_emoji": {"type": "string", "description": "The displayed emoji in the form ':emoji_name:', e.g. ':train:'."}}, ["status_text"])
SP56_RECIPES = tool("search_recipes", "Search recipes by a natural-language query.",
  {"query": {"type": "string", "description": "The (natural language) recipe search query, e.g. 'pasta'."},
   "diet": {"type": "string", "enum": ["vegetarian", "vegan", "gluten free", "ketogenic", "paleo"], "description": "The diet for which the recipes must be suitable."}}, ["query"])
SP56_NOTE = tool("notes_create", "Create a note in the user's notebook.",
  {"title": {"type": "string", "description": "Title of the note."},
   "content": {"type": "string", "description": "The body of the note."}}, ["title", "content"])
SP56_MOVIE = tool("search_movie", "Search for movies by their original, translated and alternative titles.",
  {"query": {"type": "string", "description": "The title to search for."},
   "year": {"type": "integer", "description": "The release year. Optional."}}, ["query"])
SP56_HOLIDAYS = tool("get_public_holidays", "Get the public holidays of a country for a given year.",
  {"countryCode": {"type": "string", "description": "The ISO 3166-1 alpha-2 country code, e.g. 'US'."},
   "year": {"type": "integer", "description": "The year."}}, ["countryCode", "year"])
SP56_TEAMS = tool("teams_send_chat", "Send a chat message to a colleague on Microsoft Teams.",
  {"recipient": {"type": "string", "description": "Display name of the colleague."},
   "message": {"type": "string", "description": "The message text."}}, ["recipient", "message"])
SP56_RENAME = tool("files.rename", "Rename a file in the user's drive.",
  {"current_name": {"type": "string", "description": "The current file name."},
   "new_name": {"type": "string", "description": "The new file name."}}, ["current_name", "new_name"])
SP56_JOBS = tool("search_jobs", "Search job postings.",
  {"job_title": {"type": "string", "description": "The job title or keywords, e.g. 'software engineer'."},
   "location": {"type": "string", "description": "City and state, e.g. 'Seattle, WA'."},
   "remote": {"type": "boolean", "description": "Include remote positions.", "default": False}}, ["job_title"])
SP56_LOG = tool("set_log_level", "Change the logging level of a running service.",
  {"service": {"type": "string", "description": "The service name."},
   "level": {"type": "string", "enum": ["DEBUG", "INFO", "WARNING", "ERROR"], "description": "The new log level."}}, ["service", "level"])
SPANS56: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("could you make me a new spotify playlist called Songs for a Rainy Day? keep it private thx", [SP56_PLAYLIST, SP56_PLAY], [("create_playlist", {"name": "Songs for a Rainy Day", "public": False})]),
 ("I owe my roommate Dana Whitfield 62.50 for groceries, can you send it to her", [SP56_PAY, SP56_SMS], [("payments.send", {"recipient": "Dana Whitfield", "amount": 62.5, "note": "groceries"})]),
 ("Add a contact: Luis Fernando Ortega, he works at Bright Path Logistics", [SP56_CONTACT, SP56_MAIL], [("contacts_create", {"full_name": "Luis Fernando Ortega", "company": "Bright Path Logistics"})]),
 ("remind me to call the dentist about my crown tomorrow, put it in the Health project", [SP56_TASK, SP56_NOTE], [("add_task", {"content": "call the dentist about my crown", "project_name": "Health", "due_string": "tomorrow"})]),
 ("Please open an issue in acme/webshop titled Checkout button unresponsive on Safari", [SP56_ISSUE, SP56_REPO], [("create_issue", {"owner": "acme", "repo": "webshop", "title": "Checkout button unresponsive on Safari"})]),
 ("Do you have the book The Remains of the Day by Kazuo Ishiguro?", [SP56_BOOKS, SP56_MOVIE], [("searchBooks", {"title": "The Remains of the Day", "author": "Kazuo Ishiguro"})]),
 ("I'd like to book a table at Golden Lotus in Oakland, CA for 4 people", [SP56_TABLE, SP56_RECIPES], [("reserve_restaurant", {"restaurant_name": "Golden Lotus", "location": "Oakland, CA", "party_size": 4})]),
 ("whats the weather in Calgary right now, in celsius please", [SP56_WEATHER, SP56_HOLIDAYS], [("get_current_weather", {"city": "Calgary", "units": "metric"})]),
 ("text (415) 555-0199 saying running 10 min late", [SP56_SMS, SP56_MAIL], [("send_sms", {"to": "+14155550199", "body": "running 10 min late"})]),
 ("make a new repo named data-pipeline-utils, it should be private", [SP56_REPO, SP56_ISSUE], [("repos_create", {"name": "data-pipeline-utils", "private": True})]),
 ("put on the song Fix You from Coldplay", [SP56_PLAY, SP56_PLAYLIST], [("play_song", {"track": "Fix You", "artist": "Coldplay"})]),
 ("how do i walk from Union Station to Navy Pier", [SP56_ROUTE, SP56_WEATHER], [("get_directions", {"origin": "Union Station", "destination": "Navy Pier", "mode": "walking"})]),
 ("Email jordan.lee@example.com with subject Invoice 2291 overdue and tell him the payment was due on the 1st", [SP56_MAIL, SP56_SMS], [("gmail.send", {"to": "jordan.lee@example.com", "subject": "Invoice 2291 overdue", "body": "the payment was due on the 1st"})]),
 ("change my slack status to 'in a meeting' with the calendar emoji", [SP56_STATUS, SP56_TEAMS], [("users.profile.set_status", {"status_text": "in a meeting", "status_emoji": ":calendar:"})]),
 ("Find me some vegan recipes with chickpeas", [SP56_RECIPES, SP56_TABLE], [("search_recipes", {"query": "chickpeas", "diet": "vegan"})]),
 ("Create a note titled Packing list for Lisbon with: passport, adapter, sunscreen", [SP56_NOTE, SP56_TASK], [("notes_create", {"title": "Packing list for Lisbon", "content": "passport, adapter, sunscreen"})]),
 ("hi, can you look up the movie Eternal Sunshine of the Spotless Mind for me?", [SP56_MOVIE, SP56_BOOKS], [("search_movie", {"query": "Eternal Sunshine of the Spotless Mind"})]),
 ("what are the public holidays in germany in 2025", [SP56_HOLIDAYS, SP56_WEATHER], [("get_public_holidays", {"countryCode": "DE", "year": 2025})]),
 ("Send a message to Tom Becker on teams saying the build is green again", [SP56_TEAMS, SP56_MAIL], [("teams_send_chat", {"recipient": "Tom Becker", "message": "the build is green again"})]),
 ("Can u rename report_final.docx into report_v2.docx", [SP56_RENAME], [("files.rename", {"current_name": "report_final.docx", "new_name": "report_v2.docx"})]),
 ("Im looking for data analyst jobs in Austin, TX, remote is fine too", [SP56_JOBS, SP56_ROUTE], [("search_jobs", {"job_title": "data analyst", "location": "Austin, TX", "remote": True})]),
 ("set log level of the payments-api service to debug", [SP56_LOG], [("set_log_level", {"service": "payments-api", "level": "DEBUG"})]),
 ("please pay Kevin O'Brien $20 for the pizza last night", [SP56_PAY], [("payments.send", {"recipient": "Kevin O'Brien", "amount": 20, "note": "the pizza last night"})]),
 ("new task: Renew passport at city hall, due next friday", [SP56_TASK, SP56_CONTACT], [("add_task", {"content": "Renew passport at city hall", "due_string": "next friday"})]),
 ("I want to reserve at Blue Harbor Grill, it's in Monterey, CA, party of six", [SP56_TABLE], [("reserve_restaurant", {"restaurant_name": "Blue Harbor Grill", "location": "Monterey, CA", "party_size": 6})]),
 ("whats it like outside in Phoenix? fahrenheit", [SP56_WEATHER], [("get_current_weather", {"city": "Phoenix", "units": "imperial"})]),
]
SPANS56_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("what makes a good name for a playlist?", [SP56_PLAYLIST], []),
 ("is it rude to ask my roommate to pay me back for groceries?", [SP56_PAY], []),
 ("how do I move my contacts from my old phone", [SP56_CONTACT], []),
 ("what's the difference between an issue and a pull request on github", [SP56_ISSUE, SP56_REPO], []),
 ("is The Remains of the Day worth reading?", [SP56_BOOKS], []),
 ("what time does Golden Lotus in Oakland close tonight?", [SP56_TABLE], []),
 ("why is Calgary so cold in winter", [SP56_WEATHER], []),
 ("what's the area code for San Francisco?", [SP56_SMS], []),
 ("how many albums has Coldplay released?", [SP56_PLAY], []),
 ("is Navy Pier worth visiting in winter?", [SP56_ROUTE], []),
 ("are chickpeas a good source of protein?", [SP56_RECIPES], []),
 ("what does debug logging actually do?", [SP56_LOG], []),
]

# -- single-tools57: written at round 57 by a helper before any fix it measures (the right one of neighbour tools of one
#    API family; one call for a request naming two values of one kind that the tool takes together) --
TL57_GET_USER = tool("users.get_user", "Retrieve a single user account by its unique user ID.",
  {"user_id": {"type": "integer", "description": "The numeric ID of the user."}}, ["user_id"])
TL57_LIST_USERS = tool("users.list_users", "List the user accounts of the organization, optionally filtered by role.",
  {"role": {"type": "string", "enum": ["admin", "member", "guest"], "description": "Only return users with this role. Optional."},
   "limit": {"type": "integer", "description": "Maximum number of users to return.", "default": 50}}, [])
TL57_SEARCH_USERS = tool("users.search_users", "Search user accounts by name or email address.",
  {"query": {"type": "string", "description": "Part of the user's name or email to match."}}, ["query"])
TL57_TICKET = tool("tickets_show", "Show one support ticket with its comments, given the ticket id.",
  {"ticket_id": {"type": "integer", "description": "The id of the ticket."}}, ["ticket_id"])
TL57_TICKETS = tool("tickets_list", "List support tickets, filtered by status.",
  {"status": {"type": "string", "enum": ["new", "open", "pending", "solved", "closed"], "description": "The status of the tickets to list.", "default": "open"}}, [])
TL57_NEW_TICKET = tool("tickets_create", "Create a new support ticket.",
  {"subject": {"type": "string", "description": "A short summary of the problem."},
   "priority": {"type": "string", "enum": ["low", "normal", "high", "urgent"], "description": "The priority of the ticket.", "default": "normal"}}, ["subject"])
TL57_EDIT_TICKET = tool("tickets_update", "Update the status or priority of an existing support ticket.",
  {"ticket_id": {"type": "integer", "description": "The id of the ticket."},
   "status": {"type": "string", "enum": ["new", "open", "pending", "solved", "closed"], "description": "The new status. Optional."},
   "priority": {"type": "string", "enum": ["low", "normal", "high", "urgent"], "description": "The new priority. Optional."}}, ["ticket_id"])
TL57_CONVERT = tool("currency.convert", "Convert an amount of money from one currency to another at today's rate.",
  {"amount": {"type": "number", "description": "The amount to convert."},
   "from_currency": {"type": "string", "description": "The ISO 4217 code of the source currency, e.g. 'USD'."},
   "to_currency": {"type": "string", "description": "The ISO 4217 code of the target currency, e.g. 'EUR'."}}, ["amount", "from_currency", "to_currency"])
TL57_RATES = tool("currency.get_rates", "Get today's exchange rates of a base currency against a list of other currencies.",
  {"base": {"type": "string", "description": "The ISO 4217 code of the base currency.", "default": "USD"},
   "symbols": {"type": "array", "items": {"type": "string"}, "description": "The ISO 4217 codes of the currencies to quote, e.g. ['EUR', 'GBP']."}}, ["symbols"])
TL57_FORECAST = tool("get_forecast_range", "Get the daily weather forecast for a city between a start date and an end date.",
  {"city": {"type": "string", "description": "The city name, e.g. 'Denver'."},
   "start_date": {"type": "string", "description": "The first day, in the format YYYY-MM-DD."},
   "end_date": {"type": "string", "description": "The last day, in the format YYYY-MM-DD."}}, ["city", "start_date", "end_date"])
TL57_NOW = tool("get_current_weather", "Get the current weather in a given city.",
  {"city": {"type": "string", "description": "The city name, e.g. 'Denver'."}}, ["city"])
TL57_HOTELS = tool("Hotels_1_SearchHotel", "Search for hotels in a city, optionally filtered by star rating.",
  {"location": {"type": "string", "description": "The city, e.g. 'Lisbon'."},
   "min_stars": {"type": "integer", "description": "The lowest star rating, 1-5.", "default": 1},
   "max_stars": {"type": "integer", "description": "The highest star rating, 1-5.", "default": 5}}, ["location"])
TL57_BOOK_HOTEL = tool("Hotels_1_ReserveHotel", "Reserve a room at a hotel.",
  {"hotel_name": {"type": "string", "description": "The name of the hotel."},
   "check_in": {"type": "string", "description": "Check-in date, YYYY-MM-DD."},
   "nights": {"type": "integer", "description": "Number of nights."}}, ["hotel_name", "check_in", "nights"])
TL57_EMPLOYEE = tool("hr.find_employee", "Look up an employee in the company directory by first and last name.",
  {"first_name": {"type": "string", "description": "The employee's first name."},
   "last_name": {"type": "string", "description": "The employee's last name."}}, ["first_name", "last_name"])
TL57_EMPLOYEE_ID = tool("hr.get_employee", "Get an employee's record by employee number.",
  {"employee_number": {"type": "string", "description": "The employee number, e.g. 'E-2231'."}}, ["employee_number"])
TL57_CART = tool("cart.add_items", "Add one or more grocery items to the shopping cart.",
  {"items": {"type": "array", "items": {"type": "string"}, "description": "The names of the items to add."}}, ["items"])
TL57_CART_VIEW = tool("cart.view", "Show the items currently in the shopping cart and the total.", {}, [])
TL57_COMPARE = tool("compare_phones", "Compare the specifications of two or more phone models side by side.",
  {"models": {"type": "array", "items": {"type": "string"}, "description": "The phone models to compare, e.g. ['Pixel 8', 'iPhone 15']."}}, ["models"])
TL57_PHONE = tool("get_phone_specs", "Get the specifications of one phone model.",
  {"model": {"type": "string", "description": "The phone model, e.g. 'Pixel 8'."}}, ["model"])
TL57_WEB = tool("web_search", "Search the web for any query and return the top results.",
  {"query": {"type": "string", "description": "The search query."}}, ["query"])
TL57_STOCK = tool("get_stock_price", "Get the latest trading price of a stock by its ticker symbol.",
  {"ticker": {"type": "string", "description": "The stock ticker symbol, e.g. 'NVDA'."}}, ["ticker"])
TL57_BOOKS = tool("library.book_lookup", "Look up a book in the public library catalog by its title.",
  {"title": {"type": "string", "description": "The title of the book."}}, ["title"])
TL57_ORDER = tool("orders.get", "Get one order by its order number.",
  {"order_number": {"type": "string", "description": "The order number, e.g. 'A-10293'."}}, ["order_number"])
TL57_ORDERS = tool("orders.list", "List the customer's recent orders, newest first.",
  {"limit": {"type": "integer", "description": "How many orders to return.", "default": 10}}, [])
TL57_DIRECTIONS = tool("maps.get_route", "Get driving directions from a start address to a destination address.",
  {"start": {"type": "string", "description": "The start address or place."},
   "destination": {"type": "string", "description": "The destination address or place."}}, ["start", "destination"])
TL57_GEOCODE = tool("maps.geocode", "Get the latitude and longitude of an address.",
  {"address": {"type": "string", "description": "The address or place name."}}, ["address"])
TL57_TRANSLATE = tool("translate_text", "Translate text into a target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target": {"type": "string", "description": "The ISO 639-1 code of the target language, e.g. 'fr'."}}, ["text", "target"])
TL57_DETECT = tool("detect_language", "Detect which language a text is written in.",
  {"text": {"type": "string", "description": "The text to examine."}}, ["text"])
TL57_INVITE = tool("meetings.invite", "Invite people to a meeting by their email addresses.",
  {"meeting_id": {"type": "string", "description": "The id of the meeting, e.g. 'M-77'."},
   "emails": {"type": "array", "items": {"type": "string"}, "description": "The email addresses of the invitees."}}, ["meeting_id", "emails"])
TL57_MEETING = tool("meetings.get", "Get the details of a meeting by its id.",
  {"meeting_id": {"type": "string", "description": "The id of the meeting, e.g. 'M-77'."}}, ["meeting_id"])
TL57_USERS = [TL57_GET_USER, TL57_LIST_USERS, TL57_SEARCH_USERS]
TL57_DESK = [TL57_TICKET, TL57_TICKETS, TL57_NEW_TICKET, TL57_EDIT_TICKET]
TL57_MONEY = [TL57_CONVERT, TL57_RATES]
TL57_SKY = [TL57_FORECAST, TL57_NOW]
TL57_STAY = [TL57_HOTELS, TL57_BOOK_HOTEL]
TL57_HR = [TL57_EMPLOYEE, TL57_EMPLOYEE_ID]
TL57_SHOP = [TL57_CART, TL57_CART_VIEW]
TL57_PHONES = [TL57_COMPARE, TL57_PHONE]
TL57_ORDERS2 = [TL57_ORDER, TL57_ORDERS]
TL57_MAPS = [TL57_DIRECTIONS, TL57_GEOCODE]
TL57_LANG = [TL57_TRANSLATE, TL57_DETECT]
TL57_MEET = [TL57_INVITE, TL57_MEETING]
TOOLS57: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("can you pull up the account for user 40217? she says she cant log in", TL57_USERS, [("users.get_user", {"user_id": 40217})]),
 ("show me all the admins in our org", TL57_USERS, [("users.list_users", {"role": "admin"})]),
 ("is there somebody with the email marta.k@northwind.io in the system?", TL57_USERS, [("users.search_users", {"query": "marta.k@northwind.io"})]),
 ("Whats going on with ticket 88213, any new comments?", TL57_DESK, [("tickets_show", {"ticket_id": 88213})]),
 ("list all pending tickets pls", TL57_DESK, [("tickets_list", {"status": "pending"})]),
 ("Customer says the invoice PDF wont download. Please open an urgent ticket for it, subject 'Invoice PDF download fails'", TL57_DESK, [("tickets_create", {"subject": "Invoice PDF download fails", "priority": "urgent"})]),
 ("the customer confirmed its fixed, mark ticket 88213 as solved", TL57_DESK, [("tickets_update", {"ticket_id": 88213, "status": "solved"})]),
 ("How much is 250 dollars in euros today?", TL57_MONEY, [("currency.convert", {"amount": 250, "from_currency": "USD", "to_currency": "EUR"})]),
 ("compare the euro with the british pound against USD for me", TL57_MONEY, [("currency.get_rates", {"base": "USD", "symbols": ["EUR", "GBP"]})]),
 ("what are todays rates for JPY, CHF and CAD?", TL57_MONEY, [("currency.get_rates", {"symbols": ["JPY", "CHF", "CAD"]})]),
 ("I'm going to Denver for a conference, what will the weather be like from 2024-05-13 to 2024-05-16?", TL57_SKY, [("get_forecast_range", {"city": "Denver", "start_date": "2024-05-13", "end_date": "2024-05-16"})]),
 ("hows the weather in Denver at the moment", TL57_SKY, [("get_current_weather", {"city": "Denver"})]),
 ("find hotels in Lisbon between 3 and 4 stars", TL57_STAY, [("Hotels_1_SearchHotel", {"location": "Lisbon", "min_stars": 3, "max_stars": 4})]),
 ("Please reserve a room at Hotel Avenida Palace, check in 2024-06-02 for 3 nights", TL57_STAY, [("Hotels_1_ReserveHotel", {"hotel_name": "Hotel Avenida Palace", "check_in": "2024-06-02", "nights": 3})]),
 ("can u find the employee Sandra Okafor in the directory", TL57_HR, [("hr.find_employee", {"first_name": "Sandra", "last_name": "Okafor"})]),
 ("pull the record for employee E-4410", TL57_HR, [("hr.get_employee", {"employee_number": "E-4410"})]),
 ("add milk, eggs, sourdough bread and bananas to my cart", TL57_SHOP, [("cart.add_items", {"items": ["milk", "eggs", "sourdough bread", "bananas"]})]),
 ("whats in my cart right now", TL57_SHOP, [("cart.view", {})]),
 ("Which is better, the Pixel 8 or the Galaxy S24? compare them", TL57_PHONES, [("compare_phones", {"models": ["Pixel 8", "Galaxy S24"]})]),
 ("how much RAM does the Galaxy S24 have?", TL57_PHONES, [("get_phone_specs", {"model": "Galaxy S24"})]),
 ("what is NVDA trading at", [TL57_WEB, TL57_STOCK], [("get_stock_price", {"ticker": "NVDA"})]),
 ("who won the champions league in 2012", [TL57_WEB, TL57_STOCK], [("web_search", {"query": "who won the champions league in 2012"})]),
 ("Does the library have Piranesi?", [TL57_BOOKS, TL57_BOOK_HOTEL], [("library.book_lookup", {"title": "Piranesi"})]),
 ("show me my recent orders", TL57_ORDERS2, [("orders.list", {})]),
 ("where's order A-10293?", TL57_ORDERS2, [("orders.get", {"order_number": "A-10293"})]),
 ("I need to drive from 12 Elm Street, Springfield to the Springfield Airport, how do I get there", TL57_MAPS, [("maps.get_route", {"start": "12 Elm Street, Springfield", "destination": "Springfield Airport"})]),
 ("what language is 'Dziekuje bardzo' ?", TL57_LANG, [("detect_language", {"text": "Dziekuje bardzo"})]),
 ("invite ana@corp.io and li@corp.io to meeting M-77", TL57_MEET, [("meetings.invite", {"meeting_id": "M-77", "emails": ["ana@corp.io", "li@corp.io"]})]),
]
TOOLS57_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("pull up users 40217 and 40218 please", TL57_USERS, [("users.get_user", {"user_id": 40217}), ("users.get_user", {"user_id": 40218})]),
 ("close ticket 88213 and set 88214 to urgent", TL57_DESK, [("tickets_update", {"ticket_id": 88213, "status": "closed"}), ("tickets_update", {"ticket_id": 88214, "priority": "urgent"})]),
 ("convert 100 USD to EUR and 300 GBP to JPY", TL57_MONEY, [("currency.convert", {"amount": 100, "from_currency": "USD", "to_currency": "EUR"}), ("currency.convert", {"amount": 300, "from_currency": "GBP", "to_currency": "JPY"})]),
 ("whats the weather in Denver and in Boise right now", TL57_SKY, [("get_current_weather", {"city": "Denver"}), ("get_current_weather", {"city": "Boise"})]),
 ("give me the specs of the Pixel 8 and of the Galaxy S24", [TL57_PHONE], [("get_phone_specs", {"model": "Pixel 8"}), ("get_phone_specs", {"model": "Galaxy S24"})]),
 ("where is order A-10293 and where is A-10294", TL57_ORDERS2, [("orders.get", {"order_number": "A-10293"}), ("orders.get", {"order_number": "A-10294"})]),
 ("how do I reset a user's password", TL57_USERS, []),
 ("what's a good priority scheme for support tickets?", TL57_DESK, []),
 ("why does the euro keep falling against the dollar", TL57_MONEY, []),
 ("is a 3 star hotel in Lisbon usually clean?", TL57_STAY, []),
 ("how many employees does a typical startup have", TL57_HR, []),
 ("whats the best way to learn Polish", TL57_LANG, []),
]

# -- single-spans57: written at round 57 by a helper before any fix it measures (string spans: boundaries and which parameter) --
SP57_WEB = tool("web_search", "Performs a web search and returns the top results.",
  {"query": {"type": "string", "description": "The search query string."},
   "num_results": {"type": "integer", "description": "How many results to return.", "default": 10}}, ["query"])
SP57_WEATHER = tool("weather.current", "Get the current weather conditions for a location.",
  {"location": {"type": "string", "description": "The city and state, e.g. 'San Francisco, CA'."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "Temperature unit.", "default": "fahrenheit"}}, ["location"])
SP57_MUSIC = tool("play_music", "Plays music on the connected speaker.",
  {"song": {"type": "string", "description": "Name of the song to play. Leave empty to play any song.", "default": ""},
   "artist": {"type": "string", "description": "Name of the artist or band.", "default": ""}}, [])
SP57_TRANSLATE = tool("translate_text", "Translates text from one language into another.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "The language to translate into, e.g. 'French'."}}, ["text", "target_language"])
SP57_ROUTE = tool("maps.directions", "Returns driving directions between two places.",
  {"origin": {"type": "string", "description": "Starting point, as an address or place name."},
   "destination": {"type": "string", "description": "End point, as an address or place name."}}, ["origin", "destination"])
SP57_CONFIG = tool("config_set", "Sets a configuration value for the application.",
  {"key": {"type": "string", "description": "The configuration key, e.g. 'cache.ttl'."},
   "value": {"type": "string", "description": "The new value, as a string."}}, ["key", "value"])
SP57_EVENT = tool("calendar_create_event", "Creates an event on the user's primary calendar.",
  {"title": {"type": "string", "description": "Title of the event."},
   "location": {"type": "string", "description": "Where the event takes place. Optional."},
   "date": {"type": "string", "description": "Date of the event in YYYY-MM-DD format."}}, ["title", "date"])
SP57_PRODUCTS = tool("search_products", "Search the store catalog for products.",
  {"query": {"type": "string", "description": "Keywords describing the product."},
   "brand": {"type": "string", "description": "Filter results by brand name. Optional."}}, ["query"])
SP57_FOOD = tool("find_restaurants", "Find restaurants in an area.",
  {"location": {"type": "string", "description": "Neighborhood and city, or 'City, State'."},
   "cuisine": {"type": "string", "description": "Type of food, e.g. 'Italian', 'sushi'. Optional."}}, ["location"])
SP57_TICKET = tool("jira.create_issue", "Create a Jira issue.",
  {"summary": {"type": "string", "description": "A short summary of the issue."},
   "description": {"type": "string", "description": "A detailed description of the issue. Optional."},
   "issue_type": {"type": "string", "enum": ["Bug", "Task", "Story"], "description": "The issue type.", "default": "Task"}}, ["summary"])
SP57_DICT = tool("define_word", "Look up the definition of an English word.",
  {"word": {"type": "string", "description": "The word to define."}}, ["word"])
SP57_SLACK = tool("chat.postMessage", "Sends a message to a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name without the leading #, e.g. 'general'."},
   "text": {"type": "string", "description": "The message text."}}, ["channel", "text"])
SP57_SHOWTIMES = tool("get_showtimes", "Get showtimes for a movie in a city.",
  {"movie_title": {"type": "string", "description": "The title of the movie."},
   "city": {"type": "string", "description": "City and state, like 'Denver, CO'."}}, ["movie_title", "city"])
SP57_CONTACTS = tool("contacts.search", "Search the user's contacts by name.",
  {"name": {"type": "string", "description": "Full or partial name of the contact."}}, ["name"])
SP57_HOTEL = tool("book_hotel", "Book a hotel room.",
  {"hotel_name": {"type": "string", "description": "The name of the hotel."},
   "city": {"type": "string", "description": "The city the hotel is in."},
   "nights": {"type": "integer", "description": "Number of nights.", "default": 1}}, ["hotel_name", "city"])
SP57_PODCAST = tool("search_podcasts", "Search for podcasts by keyword.",
  {"term": {"type": "string", "description": "The search term."}}, ["term"])
SP57_WIKI = tool("wiki_summary", "Get the summary of a Wikipedia article.",
  {"title": {"type": "string", "description": "The exact title of the Wikipedia article."}}, ["title"])
SP57_COPY = tool("copy_file", "Copies a file to another location.",
  {"src": {"type": "string", "description": "Path of the file to copy."},
   "dst": {"type": "string", "description": "Destination path."}}, ["src", "dst"])
SP57_REMIND = tool("create_reminder", "Creates a reminder.",
  {"text": {"type": "string", "description": "What to be reminded about."},
   "time": {"type": "string", "description": "Time of the reminder in 24-hour HH:MM format."}}, ["text", "time"])
SP57_JOBS = tool("jobs_search", "Search job listings.",
  {"keywords": {"type": "string", "description": "Job title or keywords."},
   "location": {"type": "string", "description": "City and state, e.g. 'Austin, Texas'."}}, ["keywords"])
SP57_RECIPES = tool("recipes_by_ingredients", "Find recipes that use the given ingredients.",
  {"ingredients": {"type": "string", "description": "A comma-separated list of ingredients, e.g. 'apples,flour,sugar'."}}, ["ingredients"])
SP57_EMAIL = tool("send_email", "Send an email.",
  {"to": {"type": "string", "description": "Recipient email address."},
   "subject": {"type": "string", "description": "Subject line."},
   "body": {"type": "string", "description": "Body of the email."}}, ["to", "subject", "body"])
SP57_NEWS = tool("news_search", "Search recent news articles.",
  {"q": {"type": "string", "description": "Keywords or phrase to search for in article titles and bodies."},
   "language": {"type": "string", "description": "Two-letter ISO-639-1 code of the language, e.g. 'en'.", "default": "en"}}, ["q"])
SP57_FLIGHTS = tool("flights.search", "Search one-way flights.",
  {"from_city": {"type": "string", "description": "Departure city."},
   "to_city": {"type": "string", "description": "Arrival city."}}, ["from_city", "to_city"])
SPANS57: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("can you search the web for best hiking trails near lake tahoe please", [SP57_WEB, SP57_WEATHER], [("web_search", {"query": "best hiking trails near lake tahoe"})]),
 ("how's the weather right now in Berkeley, CA? thinking of biking to work", [SP57_WEATHER, SP57_ROUTE], [("weather.current", {"location": "Berkeley, CA"})]),
 ("play something by Fleetwood Mac", [SP57_MUSIC, SP57_PODCAST], [("play_music", {"artist": "Fleetwood Mac"})]),
 ("translate 'where is the train station' into Spanish", [SP57_TRANSLATE, SP57_DICT], [("translate_text", {"text": "where is the train station", "target_language": "Spanish"})]),
 ("I need to get to Oakland Airport from Fremont, what's the best way to drive", [SP57_ROUTE, SP57_FLIGHTS], [("maps.directions", {"origin": "Fremont", "destination": "Oakland Airport"})]),
 ("set the config key max_connections to 200", [SP57_CONFIG], [("config_set", {"key": "max_connections", "value": "200"})]),
 ("Please add Dentist appointment to my calendar on 2025-03-03 at Smile Dental", [SP57_EVENT, SP57_REMIND], [("calendar_create_event", {"title": "Dentist appointment", "location": "Smile Dental", "date": "2025-03-03"})]),
 ("look for noise cancelling headphones from Sony", [SP57_PRODUCTS, SP57_WEB], [("search_products", {"query": "noise cancelling headphones", "brand": "Sony"})]),
 ("any good sushi places around Capitol Hill, Seattle?", [SP57_FOOD, SP57_HOTEL], [("find_restaurants", {"location": "Capitol Hill, Seattle", "cuisine": "sushi"})]),
 ("open a bug in jira: Login page times out on mobile", [SP57_TICKET, SP57_EMAIL], [("jira.create_issue", {"summary": "Login page times out on mobile", "issue_type": "Bug"})]),
 ("what does the word 'ephemeral' mean", [SP57_DICT, SP57_TRANSLATE], [("define_word", {"word": "ephemeral"})]),
 ("post standup moved to 10:30 in #engineering", [SP57_SLACK, SP57_EMAIL], [("chat.postMessage", {"channel": "engineering", "text": "standup moved to 10:30"})]),
 ("When is Dune Part Two playing in Austin, TX tonight?", [SP57_SHOWTIMES, SP57_FOOD], [("get_showtimes", {"movie_title": "Dune Part Two", "city": "Austin, TX"})]),
 ("find Maria Gonzalez in my contacts", [SP57_CONTACTS, SP57_EMAIL], [("contacts.search", {"name": "Maria Gonzalez"})]),
 ("book me a room at the Hilton Garden Inn in Portland for 3 nights", [SP57_HOTEL, SP57_FLIGHTS], [("book_hotel", {"hotel_name": "Hilton Garden Inn", "city": "Portland", "nights": 3})]),
 ("find podcasts about personal finance for beginners", [SP57_PODCAST, SP57_MUSIC], [("search_podcasts", {"term": "personal finance for beginners"})]),
 ("Give me the wikipedia summary for Treaty of Versailles.", [SP57_WIKI, SP57_WEB], [("wiki_summary", {"title": "Treaty of Versailles"})]),
 ("copy /home/ana/notes.txt to /mnt/backup/notes.txt", [SP57_COPY], [("copy_file", {"src": "/home/ana/notes.txt", "dst": "/mnt/backup/notes.txt"})]),
 ("remind me at 18:00 to pick up the kids from soccer practice", [SP57_REMIND, SP57_EVENT], [("create_reminder", {"text": "pick up the kids from soccer practice", "time": "18:00"})]),
 ("any openings for a registered nurse in Tampa, Florida?", [SP57_JOBS, SP57_WEB], [("jobs_search", {"keywords": "registered nurse", "location": "Tampa, Florida"})]),
 ("what can i cook with eggs,spinach,feta", [SP57_RECIPES], [("recipes_by_ingredients", {"ingredients": "eggs,spinach,feta"})]),
 ("email sam@acme.io, subject is Q3 numbers, body: see the attached sheet", [SP57_EMAIL, SP57_SLACK], [("send_email", {"to": "sam@acme.io", "subject": "Q3 numbers", "body": "see the attached sheet"})]),
 ("hey whats new with the James Webb telescope in the news today", [SP57_NEWS, SP57_WEB], [("news_search", {"q": "James Webb telescope"})]),
 ("flights from Boston to Miami pls", [SP57_FLIGHTS, SP57_HOTEL], [("flights.search", {"from_city": "Boston", "to_city": "Miami"})]),
 ("I wanna hear Dreams by Fleetwood Mac", [SP57_MUSIC], [("play_music", {"song": "Dreams", "artist": "Fleetwood Mac"})]),
 ("Could you please google \"cheap flights to Lisbon in May\" for me", [SP57_WEB, SP57_FLIGHTS], [("web_search", {"query": "cheap flights to Lisbon in May"})]),
 ("i need directions to 221 Pine Street from my office at 50 Fremont St", [SP57_ROUTE], [("maps.directions", {"origin": "50 Fremont St", "destination": "221 Pine Street"})]),
 ("change the value of cache.ttl to 3600 seconds", [SP57_CONFIG, SP57_REMIND], [("config_set", {"key": "cache.ttl", "value": "3600"})]),
]
SPANS57_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("is Fleetwood Mac still touring?", [SP57_MUSIC], []),
 ("why is Berkeley, CA so foggy in summer", [SP57_WEATHER], []),
 ("what's the longest word in Spanish?", [SP57_TRANSLATE], []),
 ("how far is Oakland Airport from Fremont in miles, roughly, is it worth uber", [SP57_FLIGHTS], []),
 ("are Sony headphones better than Bose?", [SP57_PRODUCTS], []),
 ("is sushi safe to eat when pregnant", [SP57_FOOD], []),
 ("who wrote the Treaty of Versailles", [SP57_WIKI], []),
 ("what's a good time to remind people about standup", [SP57_SLACK, SP57_REMIND], []),
 ("how much do registered nurses make in Tampa, Florida?", [SP57_JOBS], []),
 ("can i freeze feta", [SP57_RECIPES], []),
 ("is the Hilton Garden Inn in Portland pet friendly?", [SP57_HOTEL], []),
]


# -- single-optional57: written at round 57 by a helper before any fix it measures (optional strings stated, implied booleans, optionals that stay out) --
OP57_WEATHER = tool("get_current_weather", "Retrieves the current weather conditions for a specified location.",
  {"location": {"type": "string", "description": "The location to fetch the weather for, in the format of 'City, State', such as 'Boise, ID'."},
   "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "The unit of temperature for the weather report.", "default": "fahrenheit"}}, ["location"])
OP57_FORECAST = tool("get_forecast", "Get the daily weather forecast for the next days.",
  {"location": {"type": "string", "description": "City and state, e.g. 'Boise, ID'."},
   "days": {"type": "integer", "description": "Number of days to forecast.", "default": 3}}, ["location"])
OP57_MOVIES = tool("Movies_3_FindMovies", "Retrieve a list of movies based on the director, genre, and cast preferences.",
  {"directed_by": {"type": "string", "description": "The name of the director of the movies to filter by. Use 'dontcare' for no preference.", "default": "dontcare"},
   "genre": {"type": "string", "enum": ["Drama", "Comedy", "Thriller", "Animation", "Horror", "dontcare"], "description": "The genre of the movies to filter by.", "default": "dontcare"},
   "cast": {"type": "string", "description": "Names of leading actors or actresses in the movies. Use 'dontcare' for no preference.", "default": "dontcare"}}, [])
OP57_SONGS = tool("Music_3_LookupMusic", "Finds songs that align with the user's musical preferences based on artist, album, genre and release year.",
  {"artist": {"type": "string", "description": "The name of the artist or band. Use 'dontcare' if no preference.", "default": "dontcare"},
   "album": {"type": "string", "description": "The name of the album. Use 'dontcare' if no preference.", "default": "dontcare"},
   "genre": {"type": "string", "enum": ["Rock", "Pop", "Jazz", "Country", "Metal", "dontcare"], "description": "The musical genre of the songs.", "default": "dontcare"},
   "year": {"type": "string", "description": "The year the song was released, e.g. '2019'. Use 'dontcare' for any year.", "default": "dontcare"}}, [])
OP57_PLAY = tool("Music_3_PlayMedia", "Plays the specified track on a device.",
  {"track": {"type": "string", "description": "The title of the song."},
   "artist": {"type": "string", "description": "The artist of the song.", "default": "any"}}, ["track"])
OP57_EMAIL = tool("send_email", "Send an email message from the user's mailbox.",
  {"to": {"type": "string", "description": "Email address of the recipient."},
   "subject": {"type": "string", "description": "Subject line of the email."},
   "body": {"type": "string", "description": "Plain text body of the email.", "default": ""},
   "cc": {"type": "string", "description": "Optional. Email address to copy on the message."},
   "importance": {"type": "string", "enum": ["low", "normal", "high"], "description": "Importance flag of the message.", "default": "normal"}}, ["to", "subject"])
OP57_INBOX = tool("list_messages", "List messages in the user's mailbox.",
  {"folder": {"type": "string", "description": "Optional. The folder to list, e.g. 'Inbox' or 'Archive'.", "default": "Inbox"},
   "unread_only": {"type": "boolean", "description": "If true, return only unread messages.", "default": False},
   "from_address": {"type": "string", "description": "Optional. Only messages sent by this address."},
   "max_results": {"type": "integer", "description": "Maximum number of messages to return.", "default": 25}}, [])
OP57_ISSUES = tool("repos.list_issues", "List issues in a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository."},
   "state": {"type": "string", "enum": ["open", "closed", "all"], "description": "Indicates the state of the issues to return.", "default": "open"},
   "labels": {"type": "string", "description": "A list of comma separated label names, e.g. 'ui,docs'."},
   "assignee": {"type": "string", "description": "Optional. The login of the user assigned to the issues."}}, ["owner", "repo"])
OP57_NEW_ISSUE = tool("repos.create_issue", "Create an issue in a GitHub repository.",
  {"owner": {"type": "string", "description": "The account owner of the repository."},
   "repo": {"type": "string", "description": "The name of the repository."},
   "title": {"type": "string", "description": "The title of the issue."}}, ["owner", "repo", "title"])
OP57_TASKS = tool("todo_list_tasks", "Returns the tasks of the user's to-do list.",
  {"project": {"type": "string", "description": "Optional. Name of the project to list tasks from."},
   "include_archived": {"type": "boolean", "description": "Whether archived tasks are included.", "default": False},
   "include_completed": {"type": "boolean", "description": "Whether completed tasks are included.", "default": False}}, [])
OP57_ADD_TASK = tool("todo_add_task", "Adds a task to the user's to-do list.",
  {"content": {"type": "string", "description": "The text of the task."},
   "due_date": {"type": "string", "description": "Optional. Due date in 'YYYY-MM-DD' format."}}, ["content"])
OP57_MEETING = tool("calendar.create_event", "Creates an event on the user's primary calendar.",
  {"title": {"type": "string", "description": "Title of the event."},
   "start_time": {"type": "string", "description": "Start of the event in 'YYYY-MM-DD HH:MM' format."},
   "duration_minutes": {"type": "integer", "description": "Length of the event in minutes.", "default": 30},
   "location": {"type": "string", "description": "Optional. Where the event takes place."},
   "send_notifications": {"type": "boolean", "description": "Whether to send invitation emails to the attendees.", "default": True}}, ["title", "start_time"])
OP57_ROUTE = tool("get_directions", "Get directions between two places.",
  {"origin": {"type": "string", "description": "Starting address or place name."},
   "destination": {"type": "string", "description": "Ending address or place name."},
   "mode": {"type": "string", "enum": ["driving", "walking", "bicycling", "transit"], "description": "Mode of travel.", "default": "driving"},
   "avoid_tolls": {"type": "boolean", "description": "Avoid toll roads where possible.", "default": False},
   "avoid_highways": {"type": "boolean", "description": "Avoid highways where possible.", "default": False}}, ["origin", "destination"])
OP57_TRANSLATE = tool("translate_text", "Translate text into a target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "ISO 639-1 code of the target language, e.g. 'es'."},
   "source_language": {"type": "string", "description": "Optional. ISO 639-1 code of the source language. Detected automatically if not given."}}, ["text", "target_language"])
OP57_QUOTE = tool("get_stock_quote", "Get the latest quote for a stock ticker.",
  {"symbol": {"type": "string", "description": "The ticker symbol, e.g. 'SHOP'."},
   "exchange": {"type": "string", "description": "Optional. Exchange the ticker is listed on, e.g. 'NASDAQ' or 'TSX'."}}, ["symbol"])
OP57_NEWS = tool("get_company_news", "Latest news headlines about a company.",
  {"symbol": {"type": "string", "description": "The ticker symbol."}}, ["symbol"])
OP57_PODCASTS = tool("search_podcasts", "Search the podcast directory.",
  {"query": {"type": "string", "description": "Search terms."},
   "language": {"type": "string", "description": "Optional. Language of the podcast, e.g. 'English'."},
   "explicit": {"type": "boolean", "description": "Whether to include podcasts marked as explicit.", "default": True}}, ["query"])
OP57_FILES = tool("drive_search_files", "Search files in the user's cloud drive.",
  {"name_contains": {"type": "string", "description": "Text the file name contains."},
   "folder": {"type": "string", "description": "Optional. Name of the folder to search in."},
   "file_type": {"type": "string", "enum": ["document", "spreadsheet", "pdf", "image", "any"], "description": "Type of file.", "default": "any"},
   "include_trashed": {"type": "boolean", "description": "Whether to include files in the trash.", "default": False}}, ["name_contains"])
OP57_THERMO = tool("thermostat_set", "Set the target temperature of the smart thermostat.",
  {"temperature": {"type": "number", "description": "Target temperature."},
   "unit": {"type": "string", "enum": ["C", "F"], "description": "Temperature unit.", "default": "F"},
   "room": {"type": "string", "description": "Optional. Room of the thermostat, e.g. 'bedroom'.", "default": "living room"}}, ["temperature"])
OP57_CLEANERS = tool("get_service_providers", "Find home cleaning service providers in a province.",
  {"province": {"type": "string", "description": "Province or city, e.g. 'Bangkok'."},
   "district": {"type": "string", "description": "Optional. The district, e.g. 'Bang Rak'."},
   "pets_ok": {"type": "boolean", "description": "Whether the provider accepts homes with pets.", "default": False},
   "min_rating": {"type": "number", "description": "Minimum average review rating, 1 to 5.", "default": 0}}, ["province"])
OP57_SLACK = tool("chat_postMessage", "Sends a message to a Slack channel.",
  {"channel": {"type": "string", "description": "Channel name, e.g. '#general'."},
   "text": {"type": "string", "description": "The text of the message."},
   "silent": {"type": "boolean", "description": "Post without notifying the channel members.", "default": False}}, ["channel", "text"])

OPTIONAL57: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("hey, whats it like outside in Boise, ID right now? give it to me in celsius pls, im not american lol", [OP57_WEATHER, OP57_FORECAST], [("get_current_weather", {"location": "Boise, ID", "unit": "celsius"})]),
 ("current weather Tucson, AZ", [OP57_WEATHER, OP57_FORECAST], [("get_current_weather", {"location": "Tucson, AZ"})]),
 ("I'm in the mood for a movie tonight. Can you find something directed by Greta Gerwig?", [OP57_MOVIES, OP57_SONGS], [("Movies_3_FindMovies", {"directed_by": "Greta Gerwig"})]),
 ("find me a thriller with Jake Gyllenhaal in it", [OP57_MOVIES, OP57_PLAY], [("Movies_3_FindMovies", {"genre": "Thriller", "cast": "Jake Gyllenhaal"})]),
 ("Could you look up some songs off the album Rumours by Fleetwood Mac?", [OP57_SONGS, OP57_PLAY], [("Music_3_LookupMusic", {"artist": "Fleetwood Mac", "album": "Rumours"})]),
 ("i want some country songs from 2015", [OP57_SONGS, OP57_MOVIES], [("Music_3_LookupMusic", {"genre": "Country", "year": "2015"})]),
 ("Please email dana@acme.io with the subject 'Q3 numbers' and cc my manager at li.wei@acme.io", [OP57_EMAIL, OP57_INBOX], [("send_email", {"to": "dana@acme.io", "subject": "Q3 numbers", "cc": "li.wei@acme.io"})]),
 ("send an email to ops@acme.io, subject 'Server down', mark it as high importance", [OP57_EMAIL, OP57_SLACK], [("send_email", {"to": "ops@acme.io", "subject": "Server down", "importance": "high"})]),
 ("can u show me only the unread emails in my inbox", [OP57_INBOX, OP57_EMAIL], [("list_messages", {"unread_only": True})]),
 ("List the messages in my Archive folder from billing@stripe.com", [OP57_INBOX, OP57_EMAIL], [("list_messages", {"folder": "Archive", "from_address": "billing@stripe.com"})]),
 ("show me my emails", [OP57_INBOX, OP57_EMAIL], [("list_messages", {})]),
 ("what are the closed issues in octo/widgets?", [OP57_ISSUES, OP57_NEW_ISSUE], [("repos.list_issues", {"owner": "octo", "repo": "widgets", "state": "closed"})]),
 ("List issues in octo/widgets assigned to mkowalski with the label regression", [OP57_ISSUES, OP57_NEW_ISSUE], [("repos.list_issues", {"owner": "octo", "repo": "widgets", "labels": "regression", "assignee": "mkowalski"})]),
 ("what's on my to-do list? include the archived ones too", [OP57_TASKS, OP57_ADD_TASK], [("todo_list_tasks", {"include_archived": True})]),
 ("show tasks in the Garden project, even the ones I already finished", [OP57_TASKS, OP57_ADD_TASK], [("todo_list_tasks", {"project": "Garden", "include_completed": True})]),
 ("add 'renew passport' to my todo list", [OP57_ADD_TASK, OP57_TASKS], [("todo_add_task", {"content": "renew passport"})]),
 ("Put a meeting called Budget sync on my calendar at 2027-05-04 15:00 in Room 4B, and please don't notify anyone", [OP57_MEETING, OP57_ADD_TASK], [("calendar.create_event", {"title": "Budget sync", "start_time": "2027-05-04 15:00", "location": "Room 4B", "send_notifications": False})]),
 ("schedule 'Dentist' 2027-06-10 09:30 for an hour", [OP57_MEETING, OP57_TASKS], [("calendar.create_event", {"title": "Dentist", "start_time": "2027-06-10 09:30", "duration_minutes": 60})]),
 ("how do i get from Union Station to Navy Pier by bike?", [OP57_ROUTE, OP57_WEATHER], [("get_directions", {"origin": "Union Station", "destination": "Navy Pier", "mode": "bicycling"})]),
 ("directions from Oakland to Sacramento, I want to stay off the toll roads", [OP57_ROUTE, OP57_WEATHER], [("get_directions", {"origin": "Oakland", "destination": "Sacramento", "avoid_tolls": True})]),
 ("translate 'obrigado pela ajuda' from Portuguese to English", [OP57_TRANSLATE, OP57_QUOTE], [("translate_text", {"text": "obrigado pela ajuda", "target_language": "en", "source_language": "pt"})]),
 ("whats SHOP trading at on the TSX", [OP57_QUOTE, OP57_NEWS], [("get_stock_quote", {"symbol": "SHOP", "exchange": "TSX"})]),
 ("price of AAPL?", [OP57_QUOTE, OP57_NEWS], [("get_stock_quote", {"symbol": "AAPL"})]),
 ("find some true crime podcasts for me, in Spanish, and nothing explicit please, my kids are in the car", [OP57_PODCASTS, OP57_PLAY], [("search_podcasts", {"query": "true crime", "language": "Spanish", "explicit": False})]),
 ("search my drive for the budget spreadsheet in the Finance folder", [OP57_FILES, OP57_INBOX], [("drive_search_files", {"name_contains": "budget", "folder": "Finance", "file_type": "spreadsheet"})]),
 ("I deleted the file invoice_march by mistake, can you find it? check the trash too", [OP57_FILES, OP57_INBOX], [("drive_search_files", {"name_contains": "invoice_march", "include_trashed": True})]),
 ("set the bedroom to 20 degrees celsius", [OP57_THERMO, OP57_WEATHER], [("thermostat_set", {"temperature": 20, "unit": "C", "room": "bedroom"})]),
 ("Looking for a house cleaner in Bangkok, Bang Rak district. I have 2 cats so they need to be ok with pets", [OP57_CLEANERS, OP57_ROUTE], [("get_service_providers", {"province": "Bangkok", "district": "Bang Rak", "pets_ok": True})]),
 ("post 'deploy finished' in #releases without pinging everybody", [OP57_SLACK, OP57_EMAIL], [("chat_postMessage", {"channel": "#releases", "text": "deploy finished", "silent": True})]),
]
OPTIONAL57_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("is it rude to cc my manager on every email?", [OP57_EMAIL], []),
 ("why is celsius better than fahrenheit?", [OP57_WEATHER], []),
 ("who directed Lady Bird?", [OP57_MOVIES], []),
 ("how do I archive old tasks in my to-do app?", [OP57_TASKS], []),
 ("what does 'explicit' mean on a podcast?", [OP57_PODCASTS], []),
 ("are toll roads in California expensive?", [OP57_ROUTE], []),
 ("how long do files stay in the trash before they're gone?", [OP57_FILES], []),
 ("what temperature should a bedroom be for good sleep?", [OP57_THERMO], []),
 ("is the TSX bigger than the NASDAQ?", [OP57_QUOTE], []),
 ("how much should I tip a house cleaner in Bangkok?", [OP57_CLEANERS], []),
 ("what's the etiquette for @here in Slack?", [OP57_SLACK], []),
]


# -- single-decline57: written at round 57 by a helper before any fix it measures (a request one offered tool serves that
#    gets no call: everyday words, chatty context first, "I'm looking for"/"I need"/"can you help me with" openers, a
#    statement of a problem instead of a question, values in users' forms) --
DC57_TRACK = tool("track_shipment", "Get the current delivery status and last known location of a parcel by its carrier tracking number.",
  {"tracking_number": {"type": "string", "description": "The carrier tracking number."},
   "carrier": {"type": "string", "enum": ["ups", "fedex", "usps", "dhl"], "description": "Carrier code. Optional, detected from the number when omitted."}}, ["tracking_number"])
DC57_RETURN = tool("orders.create_return", "Create a return request and prepaid shipping label for an order.",
  {"order_id": {"type": "string", "description": "The order ID."},
   "reason": {"type": "string", "enum": ["damaged", "wrong_item", "no_longer_needed", "other"], "description": "Reason for the return."}}, ["order_id", "reason"])
DC57_PWRESET = tool("send_password_reset", "Sends a password reset link to the email address registered on the account.",
  {"email": {"type": "string", "description": "Email address of the account."}}, ["email"])
DC57_PROFILE = tool("update_profile", "Update the display name of the signed-in user.",
  {"display_name": {"type": "string", "description": "New display name."}}, ["display_name"])
DC57_BALANCE = tool("getAccountBalance", "Returns the available and current balance of a bank account.",
  {"accountId": {"type": "string", "description": "The account identifier, e.g. '1234-5678'."}}, ["accountId"])
DC57_TRANSFER = tool("createTransfer", "Transfer money between two of the customer's accounts.",
  {"fromAccountId": {"type": "string", "description": "Source account identifier."},
   "toAccountId": {"type": "string", "description": "Destination account identifier."},
   "amount": {"type": "number", "description": "Amount in USD."}}, ["fromAccountId", "toAccountId", "amount"])
DC57_FREEZE = tool("cards_freeze", "Temporarily block a payment card so no new purchases can be made with it.",
  {"last_four": {"type": "string", "description": "Last four digits of the card number."}}, ["last_four"])
DC57_QUOTE = tool("get_stock_quote", "Get the latest trade price and day change for a ticker symbol.",
  {"symbol": {"type": "string", "description": "Ticker symbol, e.g. 'MSFT'."}}, ["symbol"])
DC57_FX = tool("currency_convert", "Convert an amount from one currency to another at the latest exchange rate.",
  {"amount": {"type": "number", "description": "Amount to convert."},
   "from_currency": {"type": "string", "description": "ISO 4217 code of the source currency, e.g. 'USD'."},
   "to_currency": {"type": "string", "description": "ISO 4217 code of the target currency, e.g. 'EUR'."}}, ["amount", "from_currency", "to_currency"])
DC57_ALARM = tool("alarm_create", "Create an alarm on the device.",
  {"time": {"type": "string", "description": "Alarm time in 24-hour HH:MM format."},
   "label": {"type": "string", "description": "Optional label shown when the alarm rings."}}, ["time"])
DC57_TIMER = tool("timer_start", "Start a countdown timer.",
  {"minutes": {"type": "integer", "description": "Duration of the timer in minutes."}}, ["minutes"])
DC57_TABLE = tool("Restaurants_2_ReserveRestaurant", "Make a table reservation at a restaurant.",
  {"restaurant_name": {"type": "string", "description": "Name of the restaurant."},
   "location": {"type": "string", "description": "City where the restaurant is located, e.g. 'San Francisco, CA'."},
   "time": {"type": "string", "description": "Reservation time in 24-hour HH:MM format."},
   "number_of_seats": {"type": "integer", "description": "Number of seats to reserve.", "default": 2}}, ["restaurant_name", "location", "time"])
DC57_RIDE = tool("RideSharing_2_GetRide", "Book a cab to a destination.",
  {"destination": {"type": "string", "description": "Address of the destination."},
   "number_of_seats": {"type": "integer", "description": "Number of seats.", "default": 1},
   "ride_type": {"type": "string", "enum": ["Pool", "Regular", "Luxury"], "description": "Type of ride.", "default": "Regular"}}, ["destination"])
DC57_TRANSLATE = tool("translate_text", "Translate text into a target language.",
  {"text": {"type": "string", "description": "The text to translate."},
   "target_language": {"type": "string", "description": "ISO 639-1 code of the target language, e.g. 'es'."}}, ["text", "target_language"])
DC57_RECALLS = tool("nhtsa_recalls_by_vin", "Look up open safety recalls issued by the manufacturer for a vehicle identification number.",
  {"vin": {"type": "string", "description": "17-character vehicle identification number."}}, ["vin"])
DC57_POLLEN = tool("get_pollen_forecast", "Returns the pollen levels (tree, grass, weed) for a US ZIP code.",
  {"zip": {"type": "string", "description": "Five-digit US ZIP code."},
   "days": {"type": "integer", "description": "Number of days, 1-5.", "default": 1}}, ["zip"])
DC57_AIR = tool("get_air_quality", "Current air quality index (AQI) for a city.",
  {"city": {"type": "string", "description": "City name."}}, ["city"])
DC57_DOMAIN = tool("domains.check_availability", "Check whether a domain name is available for registration.",
  {"domain": {"type": "string", "description": "Fully qualified domain name, e.g. 'example.com'."}}, ["domain"])
DC57_SPEED = tool("run_speed_test", "Measure the download and upload speed and latency of the current internet connection.", {}, [])
DC57_ROUTER = tool("reboot_router", "Restart the home Wi-Fi router.", {}, [])
DC57_RECIPES = tool("recipes_by_ingredients", "Find recipes that can be cooked with the given ingredients.",
  {"ingredients": {"type": "array", "items": {"type": "string"}, "description": "List of ingredients on hand."},
   "diet": {"type": "string", "enum": ["none", "vegetarian", "vegan", "gluten_free"], "default": "none"}}, ["ingredients"])
DC57_BILLPAY = tool("pay_bill", "Pay a utility or phone bill from the default account.",
  {"payee": {"type": "string", "enum": ["ConEd", "Verizon", "Comcast", "PG&E"], "description": "The biller."},
   "amount": {"type": "number", "description": "Amount in USD."}}, ["payee", "amount"])
DC57_HOLIDAYS = tool("get_public_holidays", "List the public holidays of a country for a year.",
  {"country_code": {"type": "string", "description": "ISO 3166-1 alpha-2 country code, e.g. 'US'."},
   "year": {"type": "integer", "description": "The year, e.g. 2025."}}, ["country_code", "year"])
DC57_ALERTS = tool("nws_active_alerts", "Get active weather watches, warnings and advisories issued by the National Weather Service for a US state.",
  {"area": {"type": "string", "description": "Two-letter US state code, e.g. 'TX'."}}, ["area"])
DC57_PODCAST = tool("podcast_play_latest", "Play the most recent episode of a podcast.",
  {"show": {"type": "string", "description": "Name of the podcast."}}, ["show"])
DC57_VOLUME = tool("set_volume", "Set the speaker volume.",
  {"level": {"type": "integer", "description": "Volume level from 0 to 100."}}, ["level"])
DC57_WARRANTY = tool("check_warranty_status", "Check the warranty coverage and expiry date of a device by its serial number.",
  {"serial_number": {"type": "string", "description": "Device serial number."}}, ["serial_number"])
DC57_REPAIR = tool("book_repair", "Book an in-store repair appointment for a device.",
  {"serial_number": {"type": "string", "description": "Device serial number."},
   "date": {"type": "string", "description": "Date, YYYY-MM-DD."}}, ["serial_number", "date"])
DECLINE57: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("my package still hasn't shown up and it's been a week. tracking number is 1Z999AA10123456784", [DC57_TRACK, DC57_RETURN], [("track_shipment", {"tracking_number": "1Z999AA10123456784"})]),
 ("hi, the lamp I ordered came with the base cracked. order #88213, I'd like to send it back", [DC57_RETURN, DC57_TRACK], [("orders.create_return", {"order_id": "88213", "reason": "damaged"})]),
 ("I can't get into my account, forgot my password again :( my email is dana.k@example.com", [DC57_PWRESET, DC57_PROFILE], [("send_password_reset", {"email": "dana.k@example.com"})]),
 ("how much money is left in my checking 5512-8890?", [DC57_BALANCE, DC57_TRANSFER], [("getAccountBalance", {"accountId": "5512-8890"})]),
 ("I need to move 200 bucks from 5512-8890 over to 7731-0042 before rent is due", [DC57_TRANSFER, DC57_BALANCE], [("createTransfer", {"fromAccountId": "5512-8890", "toAccountId": "7731-0042", "amount": 200})]),
 ("I think I left my debit card at the mall, the one ending in 4417. can you make sure nobody can use it", [DC57_FREEZE, DC57_BALANCE], [("cards_freeze", {"last_four": "4417"})]),
 ("what is NVDA trading at right now", [DC57_QUOTE, DC57_FX], [("get_stock_quote", {"symbol": "NVDA"})]),
 ("I'm flying to Tokyo next month, how many yen would I get for 500 US dollars?", [DC57_FX, DC57_QUOTE], [("currency_convert", {"amount": 500, "from_currency": "USD", "to_currency": "JPY"})]),
 ("wake me up at 06:45 tomorrow please", [DC57_ALARM, DC57_TIMER], [("alarm_create", {"time": "06:45"})]),
 ("pasta's in, let me know when 12 minutes are up", [DC57_TIMER, DC57_ALARM], [("timer_start", {"minutes": 12})]),
 ("I'm looking for a table for 4 at Nopa in San Francisco, CA at 19:30", [DC57_TABLE, DC57_RIDE], [("Restaurants_2_ReserveRestaurant", {"restaurant_name": "Nopa", "location": "San Francisco, CA", "time": "19:30", "number_of_seats": 4})]),
 ("We just landed, can you get us a car to 1 Ferry Building, there are three of us", [DC57_RIDE, DC57_TABLE], [("RideSharing_2_GetRide", {"destination": "1 Ferry Building", "number_of_seats": 3})]),
 ("can you help me with how to say 'where is the train station' in German", [DC57_TRANSLATE], [("translate_text", {"text": "where is the train station", "target_language": "de"})]),
 ("my neighbour said his Civic had an airbag problem the maker is fixing for free. is mine affected? VIN 1HGCM82633A004352", [DC57_RECALLS, DC57_WARRANTY], [("nhtsa_recalls_by_vin", {"vin": "1HGCM82633A004352"})]),
 ("my allergies are killing me today, how bad is it out there in 60614?", [DC57_POLLEN, DC57_AIR], [("get_pollen_forecast", {"zip": "60614"})]),
 ("is the smoke from the wildfires making the air in Portland unhealthy to breathe?", [DC57_AIR, DC57_POLLEN], [("get_air_quality", {"city": "Portland"})]),
 ("is sprigcoffee.com still free or did someone grab it already", [DC57_DOMAIN], [("domains.check_availability", {"domain": "sprigcoffee.com"})]),
 ("my internet feels super slow today, how fast is it actually?", [DC57_SPEED, DC57_ROUTER], [("run_speed_test", {})]),
 ("the wifi keeps dropping, turn the router off and on again", [DC57_ROUTER, DC57_SPEED], [("reboot_router", {})]),
 ("I've got chicken, rice and broccoli at home, what could I cook tonight?", [DC57_RECIPES], [("recipes_by_ingredients", {"ingredients": ["chicken", "rice", "broccoli"]})]),
 ("the electricity bill came, send 84.20 to ConEd", [DC57_BILLPAY, DC57_TRANSFER], [("pay_bill", {"payee": "ConEd", "amount": 84.2})]),
 ("Which days are the shops closed for holidays in Germany in 2027?", [DC57_HOLIDAYS], [("get_public_holidays", {"country_code": "DE", "year": 2027})]),
 ("there's a hurricane coming, is there any warning out for Florida yet?", [DC57_ALERTS, DC57_AIR], [("nws_active_alerts", {"area": "FL"})]),
 ("put on the newest Radiolab episode", [DC57_PODCAST, DC57_VOLUME], [("podcast_play_latest", {"show": "Radiolab"})]),
 ("it's way too loud, bring it down to 20", [DC57_VOLUME, DC57_PODCAST], [("set_volume", {"level": 20})]),
 ("My laptop screen started flickering. Serial C02XK1ABJG5H, am I still covered?", [DC57_WARRANTY, DC57_REPAIR], [("check_warranty_status", {"serial_number": "C02XK1ABJG5H"})]),
 ("Need to drop my phone off to get fixed on 2026-12-03, serial is F17ZN3Q8N72J", [DC57_REPAIR, DC57_WARRANTY], [("book_repair", {"serial_number": "F17ZN3Q8N72J", "date": "2026-12-03"})]),
 ("I need the status of my parcel 9400111899223197428490 from usps", [DC57_TRACK, DC57_RETURN], [("track_shipment", {"tracking_number": "9400111899223197428490", "carrier": "usps"})]),
]
DECLINE57_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("how long does a refund usually take after a return?", [DC57_RETURN, DC57_TRACK], []),
 ("why do websites make you use a special character in passwords?", [DC57_PWRESET, DC57_PROFILE], []),
 ("what's the difference between a debit card and a credit card", [DC57_FREEZE, DC57_BALANCE], []),
 ("is it smart to buy NVDA stock this year?", [DC57_QUOTE, DC57_FX], []),
 ("why is the yen so weak lately?", [DC57_FX, DC57_QUOTE], []),
 ("I hate waking up early on mondays", [DC57_ALARM, DC57_TIMER], []),
 ("how much should I tip a cab driver in New York?", [DC57_RIDE, DC57_TABLE], []),
 ("what does pollen actually do for plants?", [DC57_POLLEN, DC57_AIR], []),
 ("who decides which domain endings like .io exist?", [DC57_DOMAIN], []),
 ("is fiber internet faster than cable?", [DC57_SPEED, DC57_ROUTER], []),
 ("is broccoli healthier raw or cooked?", [DC57_RECIPES], []),
 ("why do hurricanes spin counterclockwise?", [DC57_ALERTS, DC57_AIR], []),
 ("my neighbour's dog barks all night", [DC57_VOLUME, DC57_PODCAST], []),
]
ML57_WEATHER = tool("get_current_weather", "Get the current weather conditions for a city.",
  {"city": {"type": "string", "description": "The name of the city."},
   "units": {"type": "string", "enum": ["metric", "imperial"], "description": "Units of measurement.", "default": "metric"}}, ["city"])
ML57_FORECAST = tool("weather.forecast", "Returns the daily weather forecast for a location for the coming days.",
  {"location": {"type": "string", "description": "City or place name."},
   "days": {"type": "integer", "description": "Number of days to forecast, 1-14.", "default": 3}}, ["location"])
ML57_NEWS = tool("newsapi.search_articles", "Search news articles published by news sources and blogs.",
  {"q": {"type": "string", "description": "Keywords or phrase to search for in the article title and body."},
   "sortBy": {"type": "string", "enum": ["relevancy", "popularity", "publishedAt"], "description": "The order to sort the articles in.", "default": "publishedAt"}}, ["q"])
ML57_RECIPE = tool("recipes_search", "Search the recipe database by dish name or ingredient.",
  {"query": {"type": "string", "description": "Dish name or ingredient, e.g. 'lasagna'."},
   "max_results": {"type": "integer", "description": "Maximum number of recipes returned.", "default": 5}}, ["query"])
ML57_TICKETS = tool("helpdesk.list_tickets", "List the support tickets of a customer account.",
  {"customer": {"type": "string", "description": "The customer's company name."},
   "status": {"type": "string", "enum": ["open", "pending", "closed"], "description": "Only tickets in this status. Omit for all."}}, ["customer"])
ML57_RIDE = tool("rides.request", "Request a taxi ride to pick the user up at an address.",
  {"pickup_address": {"type": "string", "description": "The street address to pick the user up, e.g. '12 Main St'."},
   "ride_type": {"type": "string", "enum": ["standard", "premium", "xl"], "description": "The kind of car.", "default": "standard"}}, ["pickup_address"])
ML57_FLIGHTS = tool("flights_search", "Search one-way flights between two cities.",
  {"origin": {"type": "string", "description": "The departure city."},
   "destination": {"type": "string", "description": "The arrival city."}}, ["origin", "destination"])
ML57_HOTELS = tool("hotels.search", "Find hotels in a city.",
  {"city": {"type": "string", "description": "The city to search hotels in."},
   "stars": {"type": "integer", "description": "Minimum star rating, 1-5."}}, ["city"])
ML57_PLAY = tool("music_player.play", "Play songs by an artist, or a song, on the user's speaker.",
  {"query": {"type": "string", "description": "The artist or song name to play."}}, ["query"])
ML57_TRACK = tool("orders.track", "Track the delivery status of an order.",
  {"order_id": {"type": "string", "description": "The order number, e.g. 'ORD-1234'."}}, ["order_id"])
MULTI57: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("查一下东京的天气", [ML57_WEATHER, ML57_NEWS], [("get_current_weather", {"city": "东京"})]),
 ("大阪の天気を教えて", [ML57_WEATHER, ML57_HOTELS], [("get_current_weather", {"city": "大阪"})]),
 ("부산 날씨 어때?", [ML57_RECIPE, ML57_WEATHER], [("get_current_weather", {"city": "부산"})]),
 ("Thời tiết ở Đà Nẵng hôm nay thế nào?", [ML57_WEATHER, ML57_RIDE], [("get_current_weather", {"city": "Đà Nẵng"})]),
 ("¿Cómo está el clima en Sevilla ahora?", [ML57_NEWS, ML57_WEATHER], [("get_current_weather", {"city": "Sevilla"})]),
 ("上海下周的天气预报", [ML57_WEATHER, ML57_FORECAST], [("weather.forecast", {"location": "上海"})]),
 ("Wettervorhersage für München bitte", [ML57_FORECAST, ML57_WEATHER, ML57_HOTELS], [("weather.forecast", {"location": "München"})]),
 ("삼성전자에 대한 최신 뉴스 검색해줘", [ML57_WEATHER, ML57_NEWS, ML57_RECIPE], [("newsapi.search_articles", {"q": "삼성전자"})]),
 ("帮我搜索关于'人工智能'的新闻", [ML57_NEWS, ML57_PLAY], [("newsapi.search_articles", {"q": "人工智能"})]),
 ("cari berita terbaru tentang Jokowi", [ML57_NEWS, ML57_WEATHER], [("newsapi.search_articles", {"q": "Jokowi"})]),
 ("Je cherche les dernières actualités sur Renault", [ML57_RECIPE, ML57_NEWS], [("newsapi.search_articles", {"q": "Renault"})]),
 ("カレーのレシピを探して", [ML57_RECIPE, ML57_WEATHER], [("recipes_search", {"query": "カレー"})]),
 ("ขอสูตรต้มยำกุ้งหน่อย", [ML57_HOTELS, ML57_RECIPE], [("recipes_search", {"query": "ต้มยำกุ้ง"})]),
 ("busca una receta de paella valenciana", [ML57_RECIPE, ML57_NEWS], [("recipes_search", {"query": "paella valenciana"})]),
 ("查看华为公司所有未解决的工单", [ML57_WEATHER, ML57_TICKETS], [("helpdesk.list_tickets", {"customer": "华为", "status": "open"})]),
 ("LG전자의 티켓 목록 보여줘", [ML57_TICKETS, ML57_TRACK], [("helpdesk.list_tickets", {"customer": "LG전자"})]),
 ("Gọi xe loại premium đón tôi tại 45 Le Loi Street", [ML57_RIDE, ML57_WEATHER], [("rides.request", {"pickup_address": "45 Le Loi Street", "ride_type": "premium"})]),
 ("搜索从北京到上海的航班", [ML57_HOTELS, ML57_FLIGHTS], [("flights_search", {"origin": "北京", "destination": "上海"})]),
 ("京都のホテルを探してください", [ML57_HOTELS, ML57_FLIGHTS, ML57_WEATHER], [("hotels.search", {"city": "京都"})]),
 ("หาโรงแรมในเชียงใหม่", [ML57_FLIGHTS, ML57_HOTELS], [("hotels.search", {"city": "เชียงใหม่"})]),
 ("播放周杰伦的歌", [ML57_PLAY, ML57_NEWS], [("music_player.play", {"query": "周杰伦"})]),
 ("Spiel Musik von Herbert Grönemeyer", [ML57_NEWS, ML57_PLAY], [("music_player.play", {"query": "Herbert Grönemeyer"})]),
 ("lacak pesanan saya ORD-5521", [ML57_TRACK, ML57_TICKETS], [("orders.track", {"order_id": "ORD-5521"})]),
]
MULTI57_NONE: list[tuple[str, list[ExternalTool], list[tuple[str, dict[str, Any]]]]] = [
 ("你好，你叫什么名字？", [ML57_WEATHER, ML57_NEWS], []),
 ("日本の首都はどこですか？", [ML57_WEATHER, ML57_HOTELS], []),
 ("정말 고마워요!", [ML57_RECIPE], []),
 ("วันนี้คุณเป็นยังไงบ้าง", [ML57_HOTELS, ML57_FLIGHTS], []),
 ("Dịch câu này sang tiếng Anh giúp tôi", [ML57_NEWS, ML57_WEATHER], []),
 ("¿Quién escribió Don Quijote?", [ML57_RECIPE, ML57_WEATHER], []),
 ("Wie viel ist 15 mal 7?", [ML57_WEATHER, ML57_HOTELS], []),
 ("apa arti kata rindu?", [ML57_NEWS, ML57_RECIPE], []),
 ("帮我订一张去巴黎的机票", [ML57_TICKETS, ML57_HOTELS], []),
 ("오늘 기분이 좀 우울해", [ML57_PLAY, ML57_NEWS], []),
 ("Quelle heure est-il à Tokyo ?", [ML57_WEATHER], []),
 ("天気って英語で何と言いますか？", [ML57_WEATHER], []),
]

SETS = {
    "single-users": CASES,
    "single-fresh": FRESH,
    "single-neighbours": NEIGHBOURS,
    "single-values": VALUES,
    "single-apis": APIS,
    "single-apis-irrelevant": APIS_IRRELEVANT,
    "single-enum-near-misses": ENUM_NEAR_MISSES,
    "single-fits2": FITS2,
    "single-fits2-irrelevant": FITS2_IRRELEVANT,
    "single-values2": VALUES2,
    "single-named": NAMED,
    "single-fits3": FITS3,
    "single-fits3-irrelevant": FITS3_IRRELEVANT,
    "single-spans": SPANS,
    "single-enum-words": ENUM_WORDS,
    "single-irrelevant4": IRRELEVANT4,
    "single-fits4": FITS4,
    "single-fits4-irrelevant": FITS4_IRRELEVANT,
    "single-users4": USERS4,
    "single-optionals": OPTIONALS,
    "single-declined5": DECLINED5,
    "single-declined5-irrelevant": DECLINED5_IRRELEVANT,
    "single-lead45": LEAD45,
    "single-users45": USERS45,
    "single-users45-irrelevant": USERS45_IRRELEVANT,
    "single-values45": VALUES45,
    "single-declined45": DECLINED45,
    "single-declined45-irrelevant": DECLINED45_IRRELEVANT,
    "single-lead46": LEAD46,
    "single-declined46": DECLINED46,
    "single-declined46-irrelevant": DECLINED46_IRRELEVANT,
    "single-users46": USERS46,
    "single-users46-irrelevant": USERS46_IRRELEVANT,
    "single-values46": VALUES46,
    "single-lead47": LEAD47,
    "single-declined47": DECLINED47,
    "irrelevant-declined47": DECLINED47_IRRELEVANT,
    "single-args47": ARGS47,

    "single-route47": ROUTE47,
    "single-lead48": LEAD48,
    "single-objects48": OBJECTS48,
    "single-objects48-irrelevant": OBJECTS48_IRRELEVANT,
    "single-args48": ARGS48,
    "single-lead49": LEAD49,
    "single-values49": VALUES49,
    "single-services50": SERVICES50,
    "single-services50-none": SERVICES50_NONE,
    "single-lead50": LEAD50,
    "single-lead51": LEAD51,
    "single-lead51b": LEAD51B,
    "single-lead51c": LEAD51C,
    "single-lead51d": LEAD51D,
    "single-devices50": DEVICES50,
    "single-devices50-none": DEVICES50_NONE,
    "single-options51": OPTIONS51,
    "single-options51-partners": OPTIONS51_PARTNERS,
    "single-flags51": FLAGS51,
    "single-flags51-none": FLAGS51_NONE,
    "single-reach51": REACH51,
    "single-reach51-none": REACH51_NONE,
    "single-lead52": LEAD52,
    "single-literal52": LITERAL52,
    "single-literal52-partners": LITERAL52_PARTNERS,
    "single-several52": SEVERAL52,
    "several52-yes": SEVERAL52_YES,
    "single-choice52": CHOICE52,
    "single-choice52-none": CHOICE52_NONE,
    "single-forms52": FORMS52,
    "single-forms52-none": FORMS52_NONE,
    "single-synonyms53": SYNONYMS53,
    "single-synonyms53-none": SYNONYMS53_NONE,
    "single-count53": COUNT53,
    "single-count53-none": COUNT53_NONE,
    "count53-yes": COUNT53_YES,
    "single-lead53": LEAD53,
    "single-lead53-none": LEAD53_NONE,
    "single-choice53": CHOICE53,
    "single-choice53-none": CHOICE53_NONE,
    "single-decline54": DECLINE54,
    "single-decline54-none": DECLINE54_NONE,
    "single-forms53": FORMS53,
    "single-forms53-none": FORMS53_NONE,
    "single-literal53": LITERAL53,
    "single-literal53-none": LITERAL53_NONE,
    "single-enum54": ENUM54,
    "single-enum54-none": ENUM54_NONE,
    "single-literal54": LITERAL54,
    "single-literal54-none": LITERAL54_NONE,
    "single-literal55": LITERAL55,
    "single-literal55-none": LITERAL55_NONE,
    "single-onecall54": ONECALL54,
    "single-onecall54-none": ONECALL54_NONE,
    "single-onecall55": ONECALL55,
    "single-onecall55-none": ONECALL55_NONE,
    "single-implied54": IMPLIED54,
    "single-implied54-none": IMPLIED54_NONE,
    "single-optional55": OPTIONAL55,
    "single-optional55-none": OPTIONAL55_NONE,
    "single-required55": REQUIRED55,
    "single-required55-none": REQUIRED55_NONE,
    "single-vocab55": VOCAB55,
    "single-vocab55-none": VOCAB55_NONE,
    "single-values56": VALUES56,
    "single-values56-none": VALUES56_NONE,
    "single-enum56": ENUM56,
    "single-enum56-none": ENUM56_NONE,
    "single-enum57": ENUM57,
    "single-enum57-none": ENUM57_NONE,
    "single-score56": SCORE56,
    "single-score56-none": SCORE56_NONE,
    "single-choice56": CHOICE56,
    "single-choice56-none": CHOICE56_NONE,
    "single-spans56": SPANS56,
    "single-spans56-none": SPANS56_NONE,
    "single-decline57": DECLINE57,
    "single-decline57-none": DECLINE57_NONE,
    "single-optional57": OPTIONAL57,
    "single-optional57-none": OPTIONAL57_NONE,
    "single-tools57": TOOLS57,
    "single-tools57-none": TOOLS57_NONE,
    "single-spans57": SPANS57,
    "single-spans57-none": SPANS57_NONE,
    "single-multi57": MULTI57,
    "single-multi57-none": MULTI57_NONE,
}


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
