package org.iskra.graphql;

import graphql.ExecutionResult;
import graphql.execution.AbortExecutionException;
import graphql.execution.ExecutionContext;
import graphql.execution.instrumentation.InstrumentationContext;
import graphql.execution.instrumentation.InstrumentationState;
import graphql.execution.instrumentation.SimplePerformantInstrumentation;
import graphql.execution.instrumentation.parameters.InstrumentationExecuteOperationParameters;
import graphql.language.Field;
import graphql.language.FragmentDefinition;
import graphql.language.FragmentSpread;
import graphql.language.InlineFragment;
import graphql.language.Selection;
import graphql.language.SelectionSet;
import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.jspecify.annotations.Nullable;

/**
 * Refuses operations with too many aliases (each alias runs its field again, so aliases multiply work without deepening
 * the query) or too many root fields. Fragments count once per use; their counts are memoized, so nested fragment
 * spreads cannot make the count itself expensive.
 */
final class DocumentShape extends SimplePerformantInstrumentation {
    private final int maxAliases;
    private final int maxRootFields;

    DocumentShape(int maxAliases, int maxRootFields) {
        this.maxAliases = maxAliases;
        this.maxRootFields = maxRootFields;
    }

    @Override
    public @Nullable InstrumentationContext<ExecutionResult> beginExecuteOperation(
            InstrumentationExecuteOperationParameters parameters, InstrumentationState state) {
        ExecutionContext context = parameters.getExecutionContext();
        Counter counter = new Counter(context.getFragmentsByName());
        SelectionSet root = context.getOperationDefinition().getSelectionSet();
        long rootFields = counter.rootFields(root);
        if (rootFields > maxRootFields) {
            throw new AbortExecutionException("The operation asks for " + rootFields
                    + " root fields, more than the limit of " + maxRootFields + "; split it into several requests.");
        }
        long aliases = counter.aliases(root);
        if (aliases > maxAliases) {
            throw new AbortExecutionException("The operation uses " + aliases + " aliases, more than the limit of "
                    + maxAliases + "; ask for fewer aliased fields, or page with `first`/`after`.");
        }
        return super.beginExecuteOperation(parameters, state);
    }

    private static final class Counter {
        private final Map<String, FragmentDefinition> fragments;
        private final Map<String, Long> rootFieldsInFragment = new HashMap<>();
        private final Map<String, Long> aliasesInFragment = new HashMap<>();

        Counter(Map<String, FragmentDefinition> fragments) {
            this.fragments = fragments;
        }

        long rootFields(SelectionSet set) {
            long n = 0;
            for (Selection<?> s : set.getSelections()) {
                n = plus(
                        n,
                        switch (s) {
                            case Field f -> 1L;
                            case InlineFragment i -> rootFields(i.getSelectionSet());
                            case FragmentSpread spread ->
                                inFragment(spread.getName(), rootFieldsInFragment, this::rootFields);
                            default -> 0L;
                        });
            }
            return n;
        }

        long aliases(@Nullable SelectionSet set) {
            if (set == null) {
                return 0;
            }
            long n = 0;
            for (Selection<?> s : set.getSelections()) {
                n = plus(
                        n,
                        switch (s) {
                            case Field f -> plus(f.getAlias() == null ? 0 : 1, aliases(f.getSelectionSet()));
                            case InlineFragment i -> aliases(i.getSelectionSet());
                            case FragmentSpread spread ->
                                inFragment(spread.getName(), aliasesInFragment, this::aliases);
                            default -> 0L;
                        });
            }
            return n;
        }

        private long inFragment(String name, Map<String, Long> memo, ToLongFunction<SelectionSet> count) {
            Long known = memo.get(name);
            if (known != null) {
                return known;
            }
            FragmentDefinition fragment = fragments.get(name);
            long n = fragment == null ? 0 : count.applyAsLong(fragment.getSelectionSet());
            memo.put(name, n);
            return n;
        }

        /** Saturating: fragments used many times over cannot overflow the count. */
        private static long plus(long a, long b) {
            long sum = a + b;
            return sum < 0 ? Long.MAX_VALUE : sum;
        }
    }
}
