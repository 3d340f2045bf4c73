package org.iskra.congresses;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iskra.core.Connection;
import org.iskra.core.Page;
import org.iskra.facts.Congress;
import org.iskra.facts.PartialDate;
import org.iskra.facts.Props;
import org.iskra.facts.Statement;
import org.iskra.reads.Pages;
import org.iskra.reads.RootList;
import org.iskra.reads.StatementStore;
import org.iskra.store.Cypher;
import org.iskra.store.Graph;
import org.jspecify.annotations.Nullable;

/** Congresses and conferences in chronological order, and what the graph records of their rosters. */
public final class CongressStore {
    /** The root list: its filter, label, item and order (the order keys end with a unique one). */
    public static final RootList.Spec LIST =
            RootList.spec(CongressStore.class, "congressesFilter", "Congress", "c", "startLo", "ordinal", "id");

    private static final RootList FIND_CONGRESSES = RootList.of(LIST);
    private static final Cypher ROSTER_COUNTS = Cypher.of(CongressStore.class, "rosterCounts");

    private static final Cypher STRENGTHS_STATED = Cypher.of(CongressStore.class, "strengthsStated");
    private static final Cypher STRENGTHS_RECORDED = Cypher.of(CongressStore.class, "strengthsRecorded");

    private final Graph graph;

    public CongressStore(Graph graph) {
        this.graph = graph;
    }

    /**
     * Delegates recorded at one congress: attendances other than guests (whatever their voice, known or not), those
     * with a decisive and with a consultative voice, and the decisive votes of recorded mandates.
     */
    public record Recorded(int delegates, int voting, int consultative, int votes) {}

    /** The groupings at a congress, stated and recorded, in order of id (one read transaction). */
    public List<GroupingStrength> strengths(String congressId) {
        Map<String, Object> params = Map.of("congress", congressId);
        return graph.inRead(tx -> {
            Map<String, List<Statement>> stated = new TreeMap<>();
            tx.run(STRENGTHS_STATED.text(), params)
                    .list(r -> StatementStore.toStatement(r.get("statement")))
                    .forEach(s -> stated.computeIfAbsent(s.fromId(), k -> new ArrayList<>())
                            .add(s));
            Map<String, GroupingStrength> byGrouping = new TreeMap<>();
            stated.forEach((g, list) -> byGrouping.put(g, new GroupingStrength(g, List.copyOf(list), 0, 0, 0, 0)));
            tx.run(STRENGTHS_RECORDED.text(), params).list(r -> r).forEach(r -> {
                String g = r.get("grouping").asString();
                byGrouping.put(
                        g,
                        new GroupingStrength(
                                g,
                                stated.getOrDefault(g, List.of()),
                                r.get("votes").asInt(),
                                r.get("votesRemaining").asInt(),
                                r.get("voting").asInt(),
                                r.get("consultative").asInt()));
            });
            return List.copyOf(byGrouping.values());
        });
    }

    /** {@code kind} is {@code CONGRESS}, {@code CONFERENCE} or null for both; either date bound may be null. */
    public Connection<Congress> find(
            @Nullable String kind, @Nullable PartialDate from, @Nullable PartialDate to, Page page) {
        Map<String, Object> params = new HashMap<>();
        params.put("kind", Props.dataValue(kind));
        params.put("fromLo", from == null ? null : from.lo());
        params.put("toHi", to == null ? null : to.hi());
        return Pages.readNodes(graph, FIND_CONGRESSES, params, page, Congress::from);
    }

    /** For each congress id, what the graph records of its delegates (every id gets an entry). */
    public Map<String, Recorded> recorded(Collection<String> ids) {
        Map<String, Recorded> found = new HashMap<>();
        ids.forEach(id -> found.put(id, new Recorded(0, 0, 0, 0)));
        graph.read(
                ROSTER_COUNTS,
                Map.of("ids", List.copyOf(ids)),
                r -> found.put(
                        r.get("congressId").asString(),
                        new Recorded(
                                r.get("delegates").asInt(),
                                r.get("voting").asInt(),
                                r.get("consultative").asInt(),
                                r.get("votes").asInt())));
        return found;
    }
}
