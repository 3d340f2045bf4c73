package org.iskra.graphql;

import java.util.List;
import org.jspecify.annotations.Nullable;

/** Which statements made at a congress or event to load: its id and the statement types (null for all). */
public record ContextKey(String context, @Nullable List<String> types) {}
