package org.iskra.graphql;

import graphql.analysis.MaxQueryComplexityInstrumentation;
import graphql.analysis.MaxQueryDepthInstrumentation;
import graphql.execution.AbortExecutionException;
import graphql.execution.instrumentation.ChainedInstrumentation;
import graphql.execution.instrumentation.Instrumentation;
import java.util.List;

/** The checks every operation passes before it runs: its shape (aliases, root fields), its depth and its cost. */
final class QueryLimits {
    private QueryLimits() {}

    static Instrumentation of(ApiLimits limits) {
        return new ChainedInstrumentation(List.of(
                new DocumentShape(limits.maxAliases(), limits.maxRootFields()),
                depth(limits.maxDepth()),
                cost(limits.maxComplexity())));
    }

    private static Instrumentation depth(int max) {
        return new MaxQueryDepthInstrumentation(max) {
            @Override
            protected AbortExecutionException mkAbortException(int depth, int maxDepth) {
                return new AbortExecutionException("The query is " + depth + " levels deep, more than the limit of " + maxDepth
                        + "; ask for fewer nested levels, and follow deeper links in a second request.");
            }
        };
    }

    private static Instrumentation cost(int max) {
        return new MaxQueryComplexityInstrumentation(max, new ListCost()) {
            @Override
            protected AbortExecutionException mkAbortException(int cost, int maxCost) {
                return new AbortExecutionException("The query would cost about " + cost + " (fields times the items their lists may hold), "
                        + "more than the budget of " + maxCost + "; ask for smaller `first` values or fewer nested lists.");
            }
        };
    }
}
