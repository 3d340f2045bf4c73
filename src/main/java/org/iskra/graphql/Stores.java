package org.iskra.graphql;

import java.time.Duration;
import org.iskra.changes.ChangeFeed;
import org.iskra.changes.ChangeLog;
import org.iskra.congresses.CongressStore;
import org.iskra.events.EventStore;
import org.iskra.groups.MembershipStore;
import org.iskra.groups.OrganizationStore;
import org.iskra.importer.AuditStore;
import org.iskra.importer.FactImporter;
import org.iskra.people.PersonStore;
import org.iskra.places.PlaceStore;
import org.iskra.publications.PublicationStore;
import org.iskra.reads.NodeStore;
import org.iskra.reads.StatementStore;
import org.iskra.reads.StatsStore;
import org.iskra.research.Exports;
import org.iskra.research.ResearchStores;
import org.iskra.store.Graph;

/**
 * Every store the API reads and writes through, built once over one {@link Graph} by the composition root; each GraphQL
 * request reads through a copy of them {@link #readingIn over its snapshot}.
 */
public record Stores(
        Graph graph,
        NodeStore nodes,
        StatementStore statements,
        PersonStore people,
        OrganizationStore organizations,
        MembershipStore memberships,
        PublicationStore publications,
        CongressStore congresses,
        EventStore events,
        PlaceStore places,
        StatsStore stats,
        ResearchStores research,
        Exports exports,
        FactImporter importer,
        AuditStore audit,
        ChangeLog changes,
        ChangeFeed feed) {

    /** How often the change feed looks for the writes of other servers (this server's own it sees at once). */
    public static final Duration FEED_POLL = Duration.ofMillis(250);
    /** How many of the latest changes the feed keeps in memory for its subscribers. */
    public static final int FEED_WINDOW = 20_000;

    public static Stores over(Graph graph) {
        ChangeLog changes = new ChangeLog(graph);
        return over(graph, new MembershipStore(graph), changes, new ChangeFeed(changes, FEED_POLL, FEED_WINDOW));
    }

    /**
     * These stores reading through {@code snapshot}, one request's read transaction (see {@link Graph#inOneRead}): the
     * snapshot is handed to every store the request uses rather than found by the thread it runs on. The change feed
     * (whose poller outlives any request) and what the stores have learnt are shared; the stores themselves hold
     * nothing else, so building them is cheap.
     */
    public Stores readingIn(Graph snapshot) {
        return over(snapshot, memberships.readingIn(snapshot), new ChangeLog(snapshot), feed);
    }

    private static Stores over(Graph graph, MembershipStore memberships, ChangeLog changes, ChangeFeed feed) {
        return new Stores(
                graph,
                new NodeStore(graph),
                new StatementStore(graph),
                new PersonStore(graph),
                new OrganizationStore(graph),
                memberships,
                new PublicationStore(graph),
                new CongressStore(graph),
                new EventStore(graph),
                new PlaceStore(graph),
                new StatsStore(graph),
                ResearchStores.over(graph),
                new Exports(graph),
                new FactImporter(graph, feed::wake),
                new AuditStore(graph, feed::wake),
                changes,
                feed);
    }
}
