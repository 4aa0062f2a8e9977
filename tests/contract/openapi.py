"""Validate the REST requests the bot sends against Discord's OpenAPI spec.

The spec is the trimmed copy in ``discord_spec/openapi.json`` (see its
PROVENANCE.md). Three layers of checks, each returning readable problems
(an empty list means the request is fine):

- ``validate_request``: the route exists, path/query parameters and the JSON
  body match the spec's schemas (multipart bodies: the ``payload_json`` part);
- ``check_limits``: Discord limits the schemas cannot express (2000-character
  content for bots, the 6000-character embed total, 5 rows of 5 buttons, ...);
- ``check_entries``: both, over a simcord HTTP log (``env.http_requests``).

With simcord (the log holds discord.py's transport arguments; for uploads the
parsed ``payload_json``, never the files)::

    async with simcord.run(bot) as env:          # or the ``simcord_env`` fixture
        ...                                       # drive the bot
        problems = check_entries(env.http_requests)
    assert problems == [], "\n".join(problems)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit

from jsonschema import Draft202012Validator, FormatChecker, ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).parent / "discord_spec" / "openapi.json"
SPEC_URI = "urn:getaway:discord-openapi"

# Routes the bot may call that the vendored spec lacks, as (METHOD, path
# template) -> why it is acceptable. Empty: every route discord.py used in the
# sessions we recorded is in the spec. Prefer adding the operation to
# trim_spec.OPERATIONS (and regenerating) over listing a route here.
ALLOWED_UNKNOWN_ROUTES: Mapping[tuple[str, str], str] = {}

# Limits from Discord's documentation that the spec does not (or cannot) state.
CONTENT_MAX = 2000  # the spec says 4000 for messages; bots get 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELDS_MAX = 25
EMBED_FIELD_NAME_MAX = 256
EMBED_FIELD_VALUE_MAX = 1024
EMBED_FOOTER_MAX = 2048
EMBED_AUTHOR_MAX = 256
ACTION_ROWS_MAX = 5
ROW_ITEMS_MAX = 5
SELECT_OPTIONS_MAX = 25
CUSTOM_ID_MAX = 100
BUTTON_LABEL_MAX = 80
AUTOCOMPLETE_CHOICES_MAX = 25
FILES_MAX = 10
FILE_SIZE_MAX = 10 * 1024 * 1024  # 10 MiB, the limit without a boosted guild
COMPONENTS_V2_FLAG = 1 << 15

ACTION_ROW = 1
BUTTON = 2
STRING_SELECT = 3
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
LINK_BUTTON_STYLE = 5
PREMIUM_BUTTON_STYLE = 6
# Interaction callback types whose ``data`` is a message.
MESSAGE_CALLBACKS = frozenset({4, 7})
AUTOCOMPLETE_CALLBACK = 8
MODAL_CALLBACK = 9


class LogEntry(Protocol):
    """What ``check_entries`` reads from a ``simcord.HttpLogEntry``."""

    @property
    def method(self) -> str: ...
    @property
    def path(self) -> str: ...
    @property
    def params(self) -> Mapping[str, Any]: ...
    @property
    def json(self) -> Any: ...


@dataclass(frozen=True)
class Operation:
    """One operation of the spec, e.g. ``POST /channels/{channel_id}/messages``."""

    method: str
    template: str
    operation_id: str
    pointer: str  # JSON pointer of the operation object inside the spec
    path_params: Mapping[str, str]  # name -> JSON pointer of the parameter's schema
    query_params: Mapping[str, str]
    body_pointer: str | None  # JSON pointer of the request body's JSON schema
    body_required: bool


# ------------------------------------------------------------------ spec loading


@cache
def load_spec() -> dict[str, Any]:
    spec: dict[str, Any] = json.loads(SPEC_PATH.read_text(encoding="utf-8"))
    return spec


@cache
def _registry() -> Registry[Any]:
    resource = Resource.from_contents(load_spec(), default_specification=DRAFT202012)
    registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
    return registry


# jsonschema checks "date-time" and "uri" only with optional packages installed;
# check them with the standard library so results do not depend on extras.
FORMATS = FormatChecker(formats=())


def _is_datetime(value: object) -> bool:
    if isinstance(value, str):
        datetime.fromisoformat(value)
    return True


def _is_uri(value: object) -> bool:
    return not isinstance(value, str) or bool(urlsplit(value).scheme)


FORMATS.checks("date-time", raises=ValueError)(_is_datetime)
FORMATS.checks("uri")(_is_uri)


@cache
def _validator(pointer: str) -> Draft202012Validator:
    # Validating ``{"$ref": URI#pointer}`` lets the spec's own ``#/components/...``
    # references resolve against the whole document.
    return Draft202012Validator(
        {"$ref": f"{SPEC_URI}#{pointer}"},
        registry=_registry(),
        format_checker=FORMATS,
    )


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _param_pointers(
    parameters: Iterable[tuple[str, Mapping[str, Any]]], where: str
) -> dict[str, str]:
    return {p["name"]: f"{pointer}/schema" for pointer, p in parameters if p.get("in") == where}


@cache
def operations() -> tuple[Operation, ...]:
    found: list[Operation] = []
    for template, item in load_spec()["paths"].items():
        shared = item.get("parameters", [])
        for method, op in item.items():
            if method == "parameters":
                continue
            pointer = f"/paths/{_escape(template)}/{method}"
            parameters = [
                *((f"/paths/{_escape(template)}/parameters/{i}", p) for i, p in enumerate(shared)),
                *((f"{pointer}/parameters/{i}", p) for i, p in enumerate(op.get("parameters", []))),
            ]
            body = op.get("requestBody")
            body_pointer = None
            if body is not None:
                content = body.get("content", {})
                ctype = "application/json" if "application/json" in content else next(iter(content))
                body_pointer = f"{pointer}/requestBody/content/{_escape(ctype)}/schema"
            found.append(
                Operation(
                    method=method.upper(),
                    template=template,
                    operation_id=op.get("operationId", f"{method} {template}"),
                    pointer=pointer,
                    path_params=_param_pointers(parameters, "path"),
                    query_params=_param_pointers(parameters, "query"),
                    body_pointer=body_pointer,
                    body_required=bool(body and body.get("required")),
                )
            )
    return tuple(found)


# ------------------------------------------------------------------ path matching


def _segments(path: str) -> list[str]:
    path = path.split("?", 1)[0]
    # Accept full URLs or "/api/v10/..." as well as bare routes.
    if "/api/v" in path:
        path = path.split("/api/v", 1)[1]
        path = path[path.find("/") :] if "/" in path else "/"
    return [unquote(s) for s in path.strip("/").split("/")]


def _bind(template: str, segments: Sequence[str]) -> tuple[int, dict[str, str]] | None:
    parts = template.strip("/").split("/")
    if len(parts) != len(segments):
        return None
    args: dict[str, str] = {}
    literals = 0
    for part, segment in zip(parts, segments, strict=True):
        if part.startswith("{") and part.endswith("}"):
            if not segment:
                return None
            args[part[1:-1]] = segment
        elif part == segment:
            literals += 1
        else:
            return None
    return literals, args


def _match(method: str, path: str) -> tuple[Operation, dict[str, str]] | None:
    segments = _segments(path)
    best: tuple[int, Operation, dict[str, str]] | None = None
    for op in operations():
        if op.method != method.upper():
            continue
        bound = _bind(op.template, segments)
        # The most literal template wins: ".../messages/pins" over ".../{message_id}",
        # "/users/@me" over "/users/{user_id}".
        if bound is not None and (best is None or bound[0] > best[0]):
            best = (bound[0], op, bound[1])
    return None if best is None else (best[1], best[2])


def match_operation(method: str, path: str) -> Operation | None:
    """The spec operation serving ``method path`` (a concrete path), or None."""
    found = _match(method, path)
    return None if found is None else found[0]


# ------------------------------------------------------------------ validation


def _explain(error: ValidationError) -> list[tuple[str, str]]:
    """(JSON path, message) pairs for the useful errors inside ``error``.

    The spec models discriminated unions (components, callback types) as
    anyOf/oneOf, for which jsonschema only says "not valid under any of the
    given schemas". Descend into the one branch whose ``type`` discriminator
    (or JSON type) fits the instance, and name the allowed values otherwise.
    """
    if error.validator in ("anyOf", "oneOf") and error.context:
        if all(e.validator == "const" for e in error.context):  # an enum spelt as consts
            allowed = _ints([e.validator_value] for e in error.context)
            return [(error.json_path, f"{error.instance!r} is not one of {allowed}")]
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        misfits = {
            key: [e for e in errs if list(e.relative_path) == ["type"] or _wrong_json_type(e)]
            for key, errs in branches.items()
        }
        fitting = [errs for key, errs in branches.items() if not misfits[key]]
        if fitting:
            # Several branches may fit (e.g. a webhook body is a create *or* an
            # update request): report the one the instance comes closest to.
            explained = [[found for sub in errs for found in _explain(sub)] for errs in fitting]
            return min(explained, key=len)
        instance = error.instance
        if isinstance(instance, Mapping) and "type" in instance:
            allowed = _ints(e.validator_value for errs in misfits.values() for e in errs)
            return [(error.json_path, f"type {instance['type']!r} is not one of {allowed}")]
    message = _concise(error)
    if len(message) > 300:
        message = message[:297] + "..."
    return [(error.json_path, message)]


def _concise(error: ValidationError) -> str:
    """jsonschema's message, without echoing a long instance back."""
    instance, limit = error.instance, error.validator_value
    if error.validator in ("maxLength", "minLength") and isinstance(instance, str):
        bound = "over" if error.validator == "maxLength" else "under"
        return f"{len(instance)} characters, {bound} {limit}"
    if error.validator in ("maxItems", "minItems") and isinstance(instance, list):
        bound = "over" if error.validator == "maxItems" else "under"
        return f"{len(instance)} items, {bound} {limit}"
    return str(error.message)


def _ints(groups: Iterable[Any]) -> list[int]:
    """The sorted integers of ``enum``/``const`` values (for readable messages)."""
    values: set[int] = set()
    for group in groups:
        if isinstance(group, list):
            values.update(v for v in group if isinstance(v, int) and not isinstance(v, bool))
    return sorted(values)


def _wrong_json_type(error: ValidationError) -> bool:
    return not error.relative_path and error.validator == "type"


def _schema_problems(pointer: str, instance: Any) -> list[str]:
    validator = _validator(pointer)
    problems = []
    for error in sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.path))):
        problems += [f"{where}: {message}" for where, message in _explain(error)]
    return problems


def _query_candidates(value: Any) -> list[Any]:
    # Query strings are text on the wire; discord.py hands over ints, bools
    # or strings. Try each plausible JSON reading of the value.
    candidates = [value]
    if isinstance(value, bool):
        candidates.append(str(value).lower())
    elif isinstance(value, int):
        candidates += [str(value), bool(value)] if value in (0, 1) else [str(value)]
    elif isinstance(value, str):
        lowered = value.lower()
        if lowered in ("true", "false"):
            candidates.append(lowered == "true")
        if value.lstrip("-").isdigit():
            number = int(value)
            candidates.append(number)
            if number in (0, 1):
                candidates.append(bool(number))
    return candidates


def _valid_query(schema_pointer: str, value: Any) -> bool:
    validator = _validator(schema_pointer)
    return any(validator.is_valid(candidate) for candidate in _query_candidates(value))


def split_multipart(body: Any) -> tuple[Any, list[int]]:
    """(JSON payload, sizes of the visible files) of a request body.

    discord.py uploads files as a multipart form: a ``payload_json`` part
    holding the JSON body plus one part per file. Accepts such a form (a list
    of ``{"name", "value", ...}`` parts, as given to ``HTTPClient.request``),
    a mapping with a ``payload_json`` string, or a plain JSON body (returned
    unchanged, no sizes). simcord's log already holds the parsed payload.
    """
    if _is_form(body):
        payload: Any = None
        sizes: list[int] = []
        for part in body:
            if part["name"] == "payload_json":
                payload = json.loads(part["value"])
            elif "filename" in part or str(part["name"]).startswith("files["):
                value = part["value"]
                if isinstance(value, bytes | bytearray | str):
                    sizes.append(len(value))
        return payload, sizes
    if isinstance(body, Mapping) and isinstance(body.get("payload_json"), str):
        sizes = [len(v) for k, v in body.items() if k != "payload_json" and isinstance(v, bytes)]
        return json.loads(body["payload_json"]), sizes
    return body, []


def _is_form(body: Any) -> bool:
    return (
        isinstance(body, list)
        and bool(body)
        and all(isinstance(p, Mapping) and "name" in p and "value" in p for p in body)
        and any(p["name"] == "payload_json" or "filename" in p for p in body)
    )


def validate_request(
    method: str, path: str, json_body: Any, params: Mapping[str, Any] | None = None
) -> list[str]:
    """Problems with one request against the spec (route, parameters, body)."""
    label = f"{method.upper()} {path}"
    found = _match(method, path)
    if found is None:
        return [f"{label}: no such route in the vendored Discord spec"]
    op, args = found
    label = f"{label} ({op.operation_id})"
    problems: list[str] = []

    for name, value in args.items():
        if name in op.path_params and not _validator(op.path_params[name]).is_valid(value):
            problems.append(f"{label}: path parameter {name}={value!r} is invalid")

    for name, value in (params or {}).items():
        if name not in op.query_params:
            problems.append(f"{label}: unknown query parameter {name!r}")
        elif not _valid_query(op.query_params[name], value):
            problems.append(f"{label}: query parameter {name}={value!r} is invalid")

    payload, _sizes = split_multipart(json_body)
    if op.body_pointer is None:
        if payload is not None:
            problems.append(f"{label}: sends a body but the operation takes none")
    elif payload is None:
        if op.body_required:
            problems.append(f"{label}: the request body is required")
    else:
        problems += [f"{label}: {p}" for p in _schema_problems(op.body_pointer, payload)]
    return problems


# ------------------------------------------------------------------ limits


def check_limits(json_body: Any, file_sizes: Iterable[int] = ()) -> list[str]:
    """Discord limits the spec cannot express, for any request body.

    Interaction callbacks are looked into (``data`` of a message, modal or
    autocomplete response); other bodies are read as message payloads, and
    bodies that are not messages simply have nothing to check. File sizes
    come from a multipart form when it is given raw, plus ``file_sizes``.
    """
    payload, sizes = split_multipart(json_body)
    problems = _file_problems([*sizes, *file_sizes])
    if not isinstance(payload, Mapping):
        return problems
    callback_type = payload.get("type")
    data = payload.get("data")
    if isinstance(callback_type, int) and isinstance(data, Mapping):
        if callback_type in MESSAGE_CALLBACKS:
            return problems + _message_problems(data)
        if callback_type == AUTOCOMPLETE_CALLBACK:
            return problems + _autocomplete_problems(data)
        if callback_type == MODAL_CALLBACK:
            return problems + _modal_problems(data)
        return problems
    return problems + _message_problems(payload)


def _file_problems(sizes: Sequence[int]) -> list[str]:
    problems = [
        f"file {i} is {size} bytes, over the {FILE_SIZE_MAX} byte (10 MiB) limit"
        for i, size in enumerate(sizes)
        if size > FILE_SIZE_MAX
    ]
    if len(sizes) > FILES_MAX:
        problems.append(f"{len(sizes)} files attached, at most {FILES_MAX} allowed")
    return problems


def _message_problems(message: Mapping[str, Any]) -> list[str]:
    problems: list[str] = []
    content = message.get("content")
    if isinstance(content, str) and len(content) > CONTENT_MAX:
        problems.append(f"content is {len(content)} characters, over {CONTENT_MAX}")
    embeds = message.get("embeds")
    if isinstance(embeds, list):
        problems += _embed_problems(embeds)
    components = message.get("components")
    if isinstance(components, list):
        flags = message.get("flags")
        v2 = isinstance(flags, int) and bool(flags & COMPONENTS_V2_FLAG)
        problems += _component_problems(components, layout_v2=v2)
    attachments = message.get("attachments")
    if isinstance(attachments, list) and len(attachments) > FILES_MAX:
        problems.append(f"{len(attachments)} attachments, at most {FILES_MAX} allowed")
    mentions = message.get("allowed_mentions")
    if isinstance(mentions, Mapping):
        problems += _mention_problems(mentions)
    return problems


def _text(node: Any, key: str) -> str:
    value = node.get(key) if isinstance(node, Mapping) else None
    return value if isinstance(value, str) else ""


def _embed_problems(embeds: Sequence[Any]) -> list[str]:
    problems: list[str] = []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"{len(embeds)} embeds, at most {EMBEDS_MAX} allowed")
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, Mapping):
            continue
        where = f"embeds[{i}]"
        texts = [
            (f"{where}.title", _text(embed, "title"), EMBED_TITLE_MAX),
            (f"{where}.description", _text(embed, "description"), EMBED_DESCRIPTION_MAX),
            (f"{where}.footer.text", _text(embed.get("footer"), "text"), EMBED_FOOTER_MAX),
            (f"{where}.author.name", _text(embed.get("author"), "name"), EMBED_AUTHOR_MAX),
        ]
        fields = embed.get("fields") or []
        if len(fields) > EMBED_FIELDS_MAX:
            problems.append(f"{where} has {len(fields)} fields, at most {EMBED_FIELDS_MAX}")
        for j, field in enumerate(fields):
            texts.append((f"{where}.fields[{j}].name", _text(field, "name"), EMBED_FIELD_NAME_MAX))
            texts.append(
                (f"{where}.fields[{j}].value", _text(field, "value"), EMBED_FIELD_VALUE_MAX)
            )
            # Discord rejects a field whose name or value is empty.
            for key in ("name", "value"):
                if not _text(field, key).strip():
                    problems.append(f"{where}.fields[{j}].{key} is empty")
        for name, text, limit in texts:
            if len(text) > limit:
                problems.append(f"{name} is {len(text)} characters, over {limit}")
            total += len(text)
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds hold {total} characters in total, over {EMBED_TOTAL_MAX}")
    return problems


def _walk_components(
    components: Iterable[Any], where: str
) -> Iterator[tuple[str, Mapping[str, Any]]]:
    for i, component in enumerate(components):
        if not isinstance(component, Mapping):
            continue
        here = f"{where}[{i}]"
        yield here, component
        for key in ("components", "accessory", "component"):
            child = component.get(key)
            if isinstance(child, list):
                yield from _walk_components(child, f"{here}.{key}")
            elif isinstance(child, Mapping):
                yield from _walk_components([child], f"{here}.{key}")


def _component_problems(components: Sequence[Any], *, layout_v2: bool) -> list[str]:
    problems: list[str] = []
    rows = [c for c in components if isinstance(c, Mapping) and c.get("type") == ACTION_ROW]
    if not layout_v2 and len(rows) > ACTION_ROWS_MAX:
        problems.append(f"{len(rows)} action rows, at most {ACTION_ROWS_MAX} allowed")
    seen: dict[str, str] = {}
    for where, component in _walk_components(components, "components"):
        kind = component.get("type")
        custom_id = component.get("custom_id")
        if isinstance(custom_id, str):
            if len(custom_id) > CUSTOM_ID_MAX:
                problems.append(
                    f"{where}.custom_id is {len(custom_id)} characters, over {CUSTOM_ID_MAX}"
                )
            if custom_id in seen:
                shown = custom_id if len(custom_id) <= 40 else custom_id[:37] + "..."
                problems.append(f"{where}.custom_id {shown!r} repeats {seen[custom_id]}")
            seen.setdefault(custom_id, where)
        if kind == ACTION_ROW:
            problems += _row_problems(where, component)
        elif kind == BUTTON:
            problems += _button_problems(where, component)
        elif kind == STRING_SELECT:
            problems += _select_problems(where, component)
    return problems


def _row_problems(where: str, row: Mapping[str, Any]) -> list[str]:
    items = [c for c in row.get("components") or [] if isinstance(c, Mapping)]
    if len(items) > ROW_ITEMS_MAX:
        return [f"{where} holds {len(items)} components, at most {ROW_ITEMS_MAX}"]
    if len(items) > 1 and any(c.get("type") in SELECT_TYPES for c in items):
        return [f"{where} mixes a select menu with other components; a select needs its own row"]
    return []


def _button_problems(where: str, button: Mapping[str, Any]) -> list[str]:
    problems: list[str] = []
    label = button.get("label")
    if isinstance(label, str) and len(label) > BUTTON_LABEL_MAX:
        problems.append(f"{where}.label is {len(label)} characters, over {BUTTON_LABEL_MAX}")
    style = button.get("style")
    if style == LINK_BUTTON_STYLE:
        if not button.get("url") or button.get("custom_id") is not None:
            problems.append(f"{where} is a link button: it needs a url and no custom_id")
    elif style != PREMIUM_BUTTON_STYLE and not button.get("custom_id"):
        problems.append(f"{where} is a style {style} button without a custom_id")
    if style != PREMIUM_BUTTON_STYLE and not label and not button.get("emoji"):
        problems.append(f"{where} has neither a label nor an emoji")
    return problems


def _select_problems(where: str, select: Mapping[str, Any]) -> list[str]:
    options = select.get("options") or []
    problems: list[str] = []
    if len(options) > SELECT_OPTIONS_MAX:
        problems.append(f"{where} has {len(options)} options, at most {SELECT_OPTIONS_MAX}")
    values = [o.get("value") for o in options if isinstance(o, Mapping)]
    if len(set(values)) != len(values):
        problems.append(f"{where} has options with the same value")
    max_values = select.get("max_values")
    if isinstance(max_values, int) and options and max_values > len(options):
        problems.append(f"{where}.max_values={max_values} exceeds its {len(options)} options")
    return problems


def _mention_problems(mentions: Mapping[str, Any]) -> list[str]:
    parse = mentions.get("parse") or []
    return [
        f"allowed_mentions lists {kind} and also parses {kind}; Discord rejects both at once"
        for kind in ("users", "roles")
        if kind in parse and mentions.get(kind)
    ]


def _autocomplete_problems(data: Mapping[str, Any]) -> list[str]:
    choices = data.get("choices") or []
    if len(choices) > AUTOCOMPLETE_CHOICES_MAX:
        return [f"{len(choices)} autocomplete choices, at most {AUTOCOMPLETE_CHOICES_MAX}"]
    return []


def _modal_problems(data: Mapping[str, Any]) -> list[str]:
    problems: list[str] = []
    custom_id = data.get("custom_id")
    if isinstance(custom_id, str) and len(custom_id) > CUSTOM_ID_MAX:
        problems.append(f"modal custom_id is {len(custom_id)} characters, over {CUSTOM_ID_MAX}")
    components = data.get("components")
    if isinstance(components, list):
        problems += _component_problems(components, layout_v2=False)
    return problems


# ------------------------------------------------------------------ simcord logs


def check_entries(
    http_log_entries: Iterable[LogEntry],
    *,
    allowed_unknown: Mapping[tuple[str, str], str] = ALLOWED_UNKNOWN_ROUTES,
    file_sizes: Iterable[int] = (),
) -> list[str]:
    """Every problem in a run's REST log (``simcord.Env.http_requests``).

    Each problem names the request by its position in the log. Routes missing
    from the spec are problems unless ``allowed_unknown`` lists their template.
    simcord does not log uploaded files, so pass their sizes in ``file_sizes``
    (e.g. from the sent messages' ``attachments``) to check the 10 MiB limit.
    """
    problems = _file_problems(list(file_sizes))
    for index, entry in enumerate(http_log_entries):
        method = entry.method.upper()
        if _allowed(method, entry.path, allowed_unknown):
            continue
        found = validate_request(method, entry.path, entry.json, entry.params)
        found += [f"{method} {entry.path}: {p}" for p in check_limits(entry.json)]
        problems += [f"#{index} {p}" for p in found]
    return problems


def _allowed(method: str, path: str, allowed: Mapping[tuple[str, str], str]) -> bool:
    segments = _segments(path)
    return any(
        allowed_method == method and _bind(template, segments) is not None
        for allowed_method, template in allowed
    )
