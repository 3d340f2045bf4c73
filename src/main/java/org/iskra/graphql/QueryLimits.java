package org.iskra.graphql;

import graphql.ExecutionResult;
import graphql.analysis.MaxQueryComplexityInstrumentation;
import graphql.analysis.MaxQueryDepthInstrumentation;
import graphql.execution.AbortExecutionException;
import graphql.execution.ExecutionContext;
import graphql.execution.instrumentation.ChainedInstrumentation;
import graphql.execution.instrumentation.Instrumentation;
import graphql.execution.instrumentation.InstrumentationContext;
import graphql.execution.instrumentation.InstrumentationState;
import graphql.execution.instrumentation.SimpleInstrumentationContext;
import graphql.execution.instrumentation.parameters.InstrumentationExecuteOperationParameters;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The checks every operation passes before it runs: its shape (aliases, root fields), its depth and
 * its cost. Each check walks the whole operation; an operation that passed them is remembered (with
 * its variables, which set the cost of paged lists), so a repeated request skips the walks.
 * Bounded like {@link DocumentCache}; refusals are not remembered, they are checked every time.
 */
final class QueryLimits extends ChainedInstrumentation {
    /** Variables that may take part in a key: a few scalars; larger ones are simply checked every time. */
    private static final int MAX_KEYED_VARIABLES = 8;
    private static final int MAX_KEYED_STRING = 256;

    private record Passed(String query, String operation, Map<String, Object> variables) {}

    private final Map<Passed, Boolean> passed = new ConcurrentHashMap<>();
    private final int capacity;

    private QueryLimits(List<Instrumentation> checks, int capacity) {
        super(checks);
        this.capacity = capacity;
    }

    static Instrumentation of(ApiLimits limits) {
        return new QueryLimits(List.of(
                new DocumentShape(limits.maxAliases(), limits.maxRootFields()),
                depth(limits.maxDepth()),
                cost(limits.maxComplexity())), 2_000);
    }

    @Override
    public InstrumentationContext<ExecutionResult> beginExecuteOperation(InstrumentationExecuteOperationParameters parameters, InstrumentationState state) {
        Passed key = keyOf(parameters.getExecutionContext());
        if (key != null && passed.containsKey(key)) {
            return SimpleInstrumentationContext.noOp();
        }
        InstrumentationContext<ExecutionResult> context = super.beginExecuteOperation(parameters, state); // throws when refused
        if (key != null) {
            if (passed.size() >= capacity) {
                passed.clear();
            }
            passed.put(key, Boolean.TRUE);
        }
        return context;
    }

    /** The operation as checked: its text, which operation of it runs, and its variables; null when the variables are too large to keep. */
    private static Passed keyOf(ExecutionContext context) {
        Map<String, Object> variables = context.getCoercedVariables().toMap();
        if (variables.size() > MAX_KEYED_VARIABLES) {
            return null;
        }
        for (Object value : variables.values()) {
            boolean small = value == null || value instanceof Number || value instanceof Boolean || value instanceof Enum<?>
                    || (value instanceof String s && s.length() <= MAX_KEYED_STRING);
            if (!small) {
                return null;
            }
        }
        String query = context.getExecutionInput().getQuery();
        return new Passed(query, context.getOperationDefinition().getName(), variables.isEmpty() ? Map.of() : new HashMap<>(variables));
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
