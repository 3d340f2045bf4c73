package org.iskra.research;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Statement;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;
import org.neo4j.driver.Record;

/** Who was with whom: shared organizations and congresses, and the size of factions over time. */
public final class NetworkStore {
    private static final Cypher CO_MEMBERS = Cypher.of(NetworkStore.class, "coMembers");
    private static final Cypher CO_ATTENDEES = Cypher.of(NetworkStore.class, "coAttendees");
    private static final Cypher FACTION_COUNTS = Cypher.of(NetworkStore.class, "factionCounts");

    private final Graph graph;

    public NetworkStore(Graph graph) {
        this.graph = graph;
    }

    /**
     * People whose membership of an organization may have overlapped one of {@code id}'s, by organization then name;
     * {@code in} (null: any) narrows the organizations.
     */
    public List<CoMembership> coMembers(String id, @Nullable List<String> in, int first) {
        Map<String, Object> params = new HashMap<>();
        params.put("id", id);
        params.put("in", in);
        params.put("first", first);
        return graph.read(CO_MEMBERS, params, NetworkStore::toCoMembership);
    }

    /** People who attended a congress that {@code id} attended, by congress date then name. */
    public List<CoAttendance> coAttendees(String id, int first) {
        return graph.read(CO_ATTENDEES, Map.of("id", id, "first", first), r -> {
            Statement mine = StatementStore.toStatement(r.get("mine"));
            Statement theirs = StatementStore.toStatement(r.get("theirs"));
            return new CoAttendance(theirs.fromId(), theirs.toId(), mine, theirs);
        });
    }

    /** For each year of {@code from … to} and each organization of {@code of}, its number of members. */
    public List<FactionYear> factionCounts(List<String> of, int from, int to) {
        Map<String, Object> params = new HashMap<>();
        params.put("of", of);
        params.put("from", from);
        params.put("to", to);
        return graph.read(
                FACTION_COUNTS,
                params,
                r -> new FactionYear(
                        r.get("year").asInt(),
                        r.get("faction").asString(),
                        r.get("members").asInt()));
    }

    private static CoMembership toCoMembership(Record r) {
        Statement mine = StatementStore.toStatement(r.get("mine"));
        Statement theirs = StatementStore.toStatement(r.get("theirs"));
        PartialDate since = latest(mine.start(), theirs.start());
        PartialDate until = earliest(
                mine.end(),
                theirs.end(),
                PartialDate.parseNullable(r.get("died").asString(null)),
                PartialDate.parseNullable(r.get("theirDied").asString(null)));
        return new CoMembership(theirs.fromId(), theirs.toId(), since, until, mine, theirs);
    }

    /** The later of two starts (by first possible day); null when both are unknown. */
    static @Nullable PartialDate latest(@Nullable PartialDate a, @Nullable PartialDate b) {
        return Stream.of(a, b)
                .filter(Objects::nonNull)
                .max(PartialDate::compareTo)
                .orElse(null);
    }

    /** The earliest of some ends (by last possible day); null when all are unknown. */
    static @Nullable PartialDate earliest(@Nullable PartialDate... ends) {
        return Stream.of(ends)
                .filter(Objects::nonNull)
                .min((x, y) ->
                        x.hi().equals(y.hi()) ? y.precision().compareTo(x.precision()) : x.hi().compareTo(y.hi()))
                .orElse(null);
    }
}
