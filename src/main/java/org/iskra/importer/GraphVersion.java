package org.iskra.importer;

import java.util.concurrent.ThreadLocalRandom;

/**
 * The graph version, which every write bumps in its own transaction: the sum of the versions of the {@code :Meta} nodes
 * keyed {@code graph} (stores written before the version was split) and {@code graph/0} … {@code graph/15}. Each write
 * bumps one counter picked at random, so concurrent writes do not queue on one node's lock until each commits (the soak
 * run measured writes waiting seconds behind a single counter).
 */
final class GraphVersion {
    static final int COUNTERS = 16;

    private GraphVersion() {}

    /** The key of the counter a write bumps. */
    static String counterKey() {
        return "graph/" + ThreadLocalRandom.current().nextInt(COUNTERS);
    }
}
