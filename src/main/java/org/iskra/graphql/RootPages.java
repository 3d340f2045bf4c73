package org.iskra.graphql;

import graphql.schema.DataFetchingEnvironment;
import org.iskra.core.Page;

/**
 * The page a root list field ({@code people}, {@code organizations}, …) reads: its {@code first} and {@code after},
 * counted only when the request selects {@code totalCount}; otherwise the store reads the page alone, without visiting
 * every match to count it.
 */
final class RootPages {
    private RootPages() {}

    static Page of(DataFetchingEnvironment env, int maxFirst) {
        Page page = Fetch.page(env, maxFirst);
        boolean counted =
                ReadPlan.field(env).countsTotal.get(() -> env.getSelectionSet().contains("totalCount"));
        return counted ? page : page.withoutCount();
    }
}
