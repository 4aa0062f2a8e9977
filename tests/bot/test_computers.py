"""Computer players a host seats in a lobby: reserved ids and names, the host's adding and
removing up to the game's seats, polite refusals that change nothing, stand-ins from the first
move, casual results unless the server counts them, rematches and forfeits with computers."""

from __future__ import annotations

from typing import Any

import pytest

from bot.store import Store
from bot.table_service import TableService
from bot.tables import TableError
from rules import get_engine

CHANNEL = 100
GUILD = 9
ALICE, BOB = 1, 2


async def elba(service: TableService, computers: int = 0, language: str = "en") -> Any:
    return await service.create(
        "elba",
        channel_id=CHANNEL,
        guild_id=GUILD,
        host_id=ALICE,
        host_name="alice",
        computers=computers,
        language=language,
    )


async def seats(store: Store) -> list[tuple[Any, ...]]:
    return [tuple(r) for r in await store.fetchall("SELECT * FROM seats ORDER BY table_id, seat")]


async def test_a_new_table_seats_its_computers_with_reserved_ids_and_names(
    service: TableService,
) -> None:
    table = await elba(service, computers=2)
    assert [(s.user_id, s.name, s.computer) for s in table.seats] == [
        (ALICE, "alice", False),
        (-1, "Computer 1", True),
        (-2, "Computer 2", True),
    ]
    assert table.seats[1].mention == "🤖 Computer 1" and "<@" not in table.seats[1].mention
    assert table.seats[0].mention == f"<@{ALICE}>"


async def test_computer_names_are_in_the_tables_language(service: TableService) -> None:
    table = await elba(service, computers=1, language="fr")
    assert table.seats[1].name == "Ordinateur 1"


@pytest.mark.parametrize("computers", [-1, 6])
async def test_too_many_computers_are_refused_and_nothing_is_opened(
    service: TableService, store: Store, computers: int
) -> None:
    with pytest.raises(TableError) as refused:
        await elba(service, computers=computers)
    assert refused.value.key == "table-computers-range"
    assert "0 to 5" in str(refused.value)
    assert await store.fetchall("SELECT * FROM tables") == []


async def test_the_host_adds_and_removes_computers_up_to_the_most_seats(
    service: TableService, store: Store
) -> None:
    await elba(service)
    most = get_engine("elba").max_players
    for _ in range(most - 1):
        table = await service.add_computer(CHANNEL, ALICE)
    assert [s.user_id for s in table.seats] == [ALICE, *range(-1, -most, -1)]
    before = await seats(store)
    with pytest.raises(TableError) as full:
        await service.add_computer(CHANNEL, ALICE)
    assert full.value.key == "table-full"
    assert await seats(store) == before
    table = await service.remove_computer(CHANNEL, ALICE)
    assert [s.user_id for s in table.seats] == [ALICE, *range(-1, -(most - 1), -1)]
    # the freed number is taken again by the next one added
    table = await service.add_computer(CHANNEL, ALICE)
    assert table.seats[-1].name == f"Computer {most - 1}"


async def test_only_the_host_changes_computers_and_a_missing_one_is_refused(
    service: TableService, store: Store
) -> None:
    await elba(service)
    await service.join(CHANNEL, BOB, "bob")
    before = await seats(store)
    for change in (service.add_computer, service.remove_computer):
        with pytest.raises(TableError) as refused:
            await change(CHANNEL, BOB)
        assert refused.value.key == "table-host-computers"
    with pytest.raises(TableError) as none:
        await service.remove_computer(CHANNEL, ALICE)
    assert none.value.key == "table-no-computer"
    assert await seats(store) == before


async def test_nobody_joins_or_hosts_with_a_computers_id(service: TableService) -> None:
    await elba(service)
    with pytest.raises(TableError):
        await service.join(CHANNEL, -1, "forged")
    with pytest.raises(TableError):
        await service.create("elba", channel_id=7, guild_id=GUILD, host_id=-3, host_name="x")


async def test_one_player_and_computers_start_a_casual_game_the_computers_stand_in(
    service: TableService,
) -> None:
    await elba(service, computers=2)
    table = (await service.start(CHANNEL, ALICE)).table
    assert table.status == "playing"
    computers = [i for i, s in enumerate(table.seats) if s.computer]
    assert len(computers) == 2 and table.time_control.stand_ins == tuple(computers)
    assert table.rated is False
    assert (await service.get(table.id)).rated is False


async def test_too_few_players_counts_the_computers(service: TableService) -> None:
    await elba(service, computers=1)
    with pytest.raises(TableError) as few:
        await service.start(CHANNEL, ALICE)
    assert few.value.key == "table-too-few" and few.value.params["need"] == 1
    assert "Add computer" in str(few.value)
    await service.add_computer(CHANNEL, ALICE)
    assert (await service.start(CHANNEL, ALICE)).table.status == "playing"


async def test_a_server_may_count_games_against_computers_per_game(
    service: TableService,
) -> None:
    await service.settings.set_server(GUILD, rated_computers=["alcatraz"])
    await elba(service, computers=2)
    assert (await service.start(CHANNEL, ALICE)).table.rated is False
    await service.settings.set_server(GUILD, rated_computers=["elba"])
    await service.create(
        "elba", channel_id=7, guild_id=GUILD, host_id=ALICE, host_name="a", computers=2
    )
    assert (await service.start(7, ALICE)).table.rated is True


async def test_the_last_person_to_leave_closes_a_table_of_computers(
    service: TableService,
) -> None:
    await elba(service, computers=1)
    await service.join(CHANNEL, BOB, "bob")
    table = await service.leave(CHANNEL, ALICE)
    assert table.host_id == BOB and table.status == "lobby"
    assert (await service.leave(CHANNEL, BOB)).status == "abandoned"


async def test_a_rematch_against_computers_starts_at_once(service: TableService) -> None:
    await elba(service, computers=2)
    table = (await service.start(CHANNEL, ALICE)).table
    human = table.seat_of(ALICE)
    assert human is not None
    await service.forfeit(table.id, human, "resigned")
    finished = await service.get(table.id)
    assert finished.status == "finished"  # nobody was left to play but computers
    assert finished.outcome is not None and human not in finished.outcome["winners"]
    started = await service.rematch(table.id, ALICE)
    assert started.status == "playing" and started.rated is False
    # the same players, seats rotated; the resignation of the last game is not carried over
    assert [s.user_id for s in started.seats] == [
        s.user_id for s in (*finished.seats[1:], *finished.seats[:1])
    ]
    assert started.time_control.forfeits == ()
    assert sorted(started.time_control.stand_ins) == sorted(started.computers)


async def test_a_rematch_with_another_person_waits_for_them(service: TableService) -> None:
    await elba(service, computers=1)
    await service.join(CHANNEL, BOB, "bob")
    table = (await service.start(CHANNEL, ALICE)).table
    await service.forfeit(table.id, table.seat_of(BOB) or 0, "resigned")
    await service.forfeit(table.id, table.seat_of(ALICE) or 0, "resigned")
    rematch = await service.rematch(table.id, ALICE)
    assert rematch.status == "lobby"
    assert [s.user_id for s in rematch.seats if not s.ready] == [BOB]
    assert (await service.ready(rematch.id, BOB)).table.status == "playing"
