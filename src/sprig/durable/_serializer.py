"""How a durable run's checkpoints are stored: pickle, taught sprig's read-only mappings."""

from __future__ import annotations

import base64
import copyreg
import io
import pickle
import types
from typing import Any

from dbos import Serializer

__all__ = ["SprigSerializer"]


def mapping_proxy(values: dict[Any, Any]) -> types.MappingProxyType[Any, Any]:
    """A read-only view of ``values`` (what unpickling calls)."""
    return types.MappingProxyType(values)


def _reduce_mapping_proxy(proxy: types.MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return mapping_proxy, (dict(proxy),)


_DISPATCH = copyreg.dispatch_table.copy()
_DISPATCH[types.MappingProxyType] = _reduce_mapping_proxy


def dumps(value: Any) -> bytes:
    """Pickle ``value``; messages and responses hold read-only mappings, which pickle refuses."""
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = _DISPATCH
    pickler.dump(value)
    return buffer.getvalue()


class SprigSerializer(Serializer):
    """DBOS's default (pickle in base64) plus ``MappingProxyType``."""

    def serialize(self, data: Any) -> str:
        """Pickle and base64 ``data``."""
        return base64.b64encode(dumps(data)).decode("ascii")

    def deserialize(self, serialized_data: str) -> Any:
        """The value back."""
        return pickle.loads(base64.b64decode(serialized_data))

    def name(self) -> str:
        """The name DBOS stores beside each value."""
        return "sprig_pickle"
