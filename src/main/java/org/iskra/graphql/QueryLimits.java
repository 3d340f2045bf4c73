package org.iskra.graphql;

import graphql.ExecutionResult;
import graphql.analysis.MaxQueryComplexityInstrumentation;
import graphql.analysis.MaxQueryDepthInstrumentation;
import graphql.execution.AbortExecutionException;
import graphql.execution.ExecutionContext;
import graphql.execution.instrumentation.Instrumentation;
import graphql.execution.instrumentation.InstrumentationContext;
import graphql.execution.instrumentation.InstrumentationState;
import graphql.execution.instrumentation.SimpleInstrumentationContext;
import graphql.execution.instrumentation.SimplePerformantInstrumentation;
import graphql.execution.instrumentation.parameters.InstrumentationCreateStateParameters;
import graphql.execution.instrumentation.parameters.InstrumentationExecuteOperationParameters;
import graphql.execution.instrumentation.parameters.InstrumentationValidationParameters;
import graphql.validation.ValidationError;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * The checks every operation passes before it runs: its shape (aliases, root fields), its depth and its cost. Each
 * check walks the whole operation; an operation that passed them is remembered (with its variables, which set the cost
 * of paged lists), so a repeated request skips the walks. Bounded ({@link BoundedCache}); refusals are not remembered,
 * they are checked every time.
 *
 * <p>The checks act only before the operation runs, so this passes them only the operation-level hooks (state,
 * validation, the start of the operation). A {@code ChainedInstrumentation} would also wrap every field's fetch and
 * completion in one context per check: about a tenth of the engine's time on a request of a few hundred fields, for
 * checks that do nothing there.
 */
final class QueryLimits extends SimplePerformantInstrumentation {

    private record Passed(String query, @Nullable String operation, Map<String, Object> variables) {}

    /** Each check's own state for one request, in the order of the checks. */
    private record States(List<InstrumentationState> each) implements InstrumentationState {}

    private final List<Instrumentation> checks;
    private final BoundedCache<Passed, Boolean> passed;

    private QueryLimits(List<Instrumentation> checks, int capacity) {
        this.checks = checks;
        this.passed = new BoundedCache<>(capacity);
    }

    static Instrumentation of(ApiLimits limits) {
        return new QueryLimits(
                List.of(
                        new DocumentShape(limits.maxAliases(), limits.maxRootFields()),
                        depth(limits.maxDepth()),
                        cost(limits.maxComplexity())),
                2_000);
    }

    @Override
    public InstrumentationContext<ExecutionResult> beginExecuteOperation(
            InstrumentationExecuteOperationParameters parameters, InstrumentationState state) {
        Passed key = keyOf(parameters.getExecutionContext());
        if (key != null && passed.get(key) != null) {
            return SimpleInstrumentationContext.noOp();
        }
        List<InstrumentationState> states = ((States) state).each();
        for (int i = 0; i < checks.size(); i++) {
            checks.get(i).beginExecuteOperation(parameters, states.get(i)); // throws when refused
        }
        if (key != null) {
            passed.put(key, Boolean.TRUE);
        }
        return SimpleInstrumentationContext.noOp();
    }

    @Override
    public CompletableFuture<InstrumentationState> createStateAsync(InstrumentationCreateStateParameters parameters) {
        List<CompletableFuture<InstrumentationState>> each = new ArrayList<>(checks.size());
        for (Instrumentation check : checks) {
            CompletableFuture<InstrumentationState> state = check.createStateAsync(parameters);
            each.add(state == null ? CompletableFuture.completedFuture(null) : state);
        }
        return CompletableFuture.allOf(each.toArray(CompletableFuture[]::new))
                .thenApply(done ->
                        new States(each.stream().map(CompletableFuture::join).toList()));
    }

    /** The cost check reads the validated operation from here (the others ignore validation). */
    @Override
    public InstrumentationContext<List<ValidationError>> beginValidation(
            InstrumentationValidationParameters parameters, InstrumentationState state) {
        List<InstrumentationState> states = ((States) state).each();
        for (int i = 0; i < checks.size(); i++) {
            checks.get(i).beginValidation(parameters, states.get(i));
        }
        return SimpleInstrumentationContext.noOp();
    }

    /**
     * The operation as checked: its text, which operation of it runs, and its variables; null when the variables are
     * too large to keep.
     */
    private static @Nullable Passed keyOf(ExecutionContext context) {
        Map<String, Object> variables = context.getCoercedVariables().toMap();
        if (!BoundedCache.keyable(variables)) {
            return null;
        }
        String query = context.getExecutionInput().getQuery();
        return new Passed(
                query,
                context.getOperationDefinition().getName(),
                variables.isEmpty() ? Map.of() : new HashMap<>(variables));
    }

    private static Instrumentation depth(int max) {
        return new MaxQueryDepthInstrumentation(max) {
            @Override
            protected AbortExecutionException mkAbortException(int depth, int maxDepth) {
                return new AbortExecutionException("The query is " + depth + " levels deep, more than the limit of "
                        + maxDepth + "; ask for fewer nested levels, and follow deeper links in a second request.");
            }
        };
    }

    private static Instrumentation cost(int max) {
        return new MaxQueryComplexityInstrumentation(max, new ListCost()) {
            @Override
            protected AbortExecutionException mkAbortException(int cost, int maxCost) {
                return new AbortExecutionException("The query would cost about " + cost
                        + " (fields times the items their lists may hold), " + "more than the budget of " + maxCost
                        + "; ask for smaller `first` values or fewer nested lists.");
            }
        };
    }
}
