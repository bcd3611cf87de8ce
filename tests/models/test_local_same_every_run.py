"""The embedded model makes the same calls in every process, whatever Python's hash seed.

Sets iterate in an order that changes with ``PYTHONHASHSEED``; a score summed over a set differed in its
last digit from one process to the next, and so, near a tie, did the tools chosen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from support.local_weights import local_model_missing

pytestmark = pytest.mark.skipif(local_model_missing() is not None, reason=str(local_model_missing()))

# Four close tools and a request near a tie between them (the shape of a BFCL live_multiple task).
TOOLS = [
    (
        "get_sensor_alerts",
        "Retrieve a paginated list of sensor alerts within a specified timespan and optionally filtered by various "
        "criteria such as network IDs or sensor metrics.",
        {
            "perPage": {
                "type": "integer",
                "description": "The number of entries per page returned. Acceptable range is 3 - 100.",
            },
            "networkId": {
                "type": "array",
                "items": {"type": "string"},
                "description": "A list of network IDs to filter the returned data.",
                "default": [],
            },
            "timespan": {
                "type": "integer",
                "description": "The timespan for which the information will be fetched in seconds. Do not "
                "specify if t0 and t1 are provided. Must be less than or equal to 31,536,000 "
                "seconds (365 days).",
                "default": 31536000,
            },
            "triggerMetric": {
                "type": "string",
                "description": "Filter alerts triggered by a specific metric.",
                "enum": [
                    "apparentPower",
                    "co2",
                    "current",
                    "door",
                    "frequency",
                    "humidity",
                    "indoorAirQuality",
                    "noise",
                    "pm25",
                    "powerFactor",
                    "realPower",
                    "temperature",
                    "tvoc",
                    "upstreamPower",
                    "voltage",
                    "water",
                ],
                "default": None,
            },
        },
        ["perPage"],
    ),
    (
        "get_sensor_readings_latest",
        "Retrieves the most recent readings for each metric from each sensor, organized by the sensor's serial number.",
        {
            "perPage": {
                "type": "integer",
                "description": "Specifies the number of entries per page. Must be within the range of 3 to 100.",
            },
            "networkId": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Filters the returned data by network IDs. If omitted, data for all networks "
                "is returned.",
                "default": [],
            },
            "metrics": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Specifies the types of sensor readings to retrieve, such as 'temperature', "
                "'humidity', or 'co2'. If omitted, all available types of readings are "
                "retrieved.",
                "enum": ["temperature", "humidity", "co2", "battery", "noise", "pm2.5"],
                "default": [],
            },
        },
        ["perPage"],
    ),
    (
        "get_sensor_readings_history_by_interval",
        "Retrieves historical sensor readings within a specified timespan, summarized in intervals, and returns them "
        "sorted by the start time of each interval in descending order.",
        {
            "perPage": {
                "type": "integer",
                "description": "Number of entries per page, within the range of 3 to 100.",
                "default": 10,
            },
            "networkId": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Filter data by the specified network IDs.",
                "default": [],
            },
            "metrics": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Specify sensor reading types to retrieve, such as 'temperature', 'humidity', "
                "'pressure'. Defaults to all available types if not supplied.",
                "default": [],
            },
            "timespan": {
                "type": "integer",
                "description": "The timespan for fetching data, in seconds. The maximum is equivalent to 730 "
                "days and 12 hours.",
            },
        },
        ["timespan"],
    ),
    (
        "get_sensor_readings_history",
        "Return all reported readings from sensors within a specified timespan, sorted by timestamp. This can "
        "include various types of sensor data across different networks and devices.",
        {
            "perPage": {
                "type": "integer",
                "description": "The number of entries per page returned. Must be within the range of 3 to 100.",
                "default": 10,
            },
            "networkId": {
                "type": "array",
                "items": {"type": "string"},
                "description": "The network IDs to filter the returned data. If omitted, data from all "
                "networks will be included.",
                "default": [],
            },
            "metrics": {
                "type": "array",
                "items": {"type": "string"},
                "description": "Types of sensor readings to retrieve, such as 'temperature', 'humidity', 'co2'. "
                "If omitted, all available types will be retrieved.",
                "default": [],
            },
            "timespan": {
                "type": "integer",
                "description": "The duration for which sensor data will be fetched, specified in seconds. "
                "Maximum value corresponds to 730 days and 12 hours.",
            },
        },
        ["timespan"],
    ),
]
REQUEST = (
    "How can I access the temperature readings from my sensors for the past hour? I have the specific network "
    "ID ready to provide, it's 12312. If possible, I'd like the information to be presented in a sorted manner "
    "according to the timestamps. Make sure there is maximum amount of page for display."
)
SCRIPT = """
import asyncio, json, sys
from sprig import ChatClient, ExternalTool
from sprig.models import LocalChatModel

async def main():
    given = json.loads(sys.argv[1])
    tools = [ExternalTool(n, d, {"type": "object", "properties": p, "required": r}) for n, d, p, r in given]
    client = ChatClient.builder(LocalChatModel()).default_tools(*tools).build()
    response = await client.prompt(sys.argv[2]).call().achat_client_response()
    print(json.dumps([[p.call.name, json.loads(p.call.arguments or "{}")] for p in response.pending]))

asyncio.run(main())
"""


@pytest.mark.slow
def test_the_calls_do_not_depend_on_the_hash_seed() -> None:
    seen = set()
    for seed in range(8):
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        done = subprocess.run(
            [sys.executable, "-c", SCRIPT, json.dumps(TOOLS), REQUEST],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        seen.add(done.stdout)
    assert len(seen) == 1, seen
