"""The README quick start: one tool, one question, the answer streamed.

    python examples/quickstart.py                                # scripted model, no key needed
    SPRIG_MODEL=openai:gpt-4o-mini python examples/quickstart.py # a hosted model
    python examples/quickstart.py --model local                  # the embedded model

``weather`` stands in for a real API (``sprig.toolkits.WeatherTools`` is the real one).
"""

from __future__ import annotations

import argparse
import os
from typing import Annotated

from sprig import ChatClient, ToolCall, ToolParam, tool
from sprig.models import ChatModel, ScriptedChatModel, from_spec


@tool(description="Current weather for a city")
def weather(city: Annotated[str, ToolParam("City name, e.g. Paris")]) -> dict[str, object]:
    """A stand-in for a weather API."""
    return {"city": city, "temperature_c": 21, "sky": "sunny"}


def scripted() -> ChatModel:
    """Plays the model's part: ask for the weather, then answer from the tool's result."""
    return ScriptedChatModel(
        [ToolCall("", "weather", '{"city": "Paris"}'), "It is sunny and 21 °C in Paris."],
    )


def main(model: ChatModel) -> None:
    client = (
        ChatClient.builder(model)
        .default_system("You are a helpful assistant. Use the tools; answer in one sentence.")
        .default_tools(weather)
        .build()
    )
    for piece in client.prompt("What's the weather in Paris?").stream().content():
        print(piece, end="", flush=True)
    print()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="sprig quick start: a tool-calling question.")
    parser.add_argument("--model", default=os.environ.get("SPRIG_MODEL"), help="model spec (default: scripted)")
    spec = parser.parse_args().model
    main(from_spec(spec) if spec else scripted())
