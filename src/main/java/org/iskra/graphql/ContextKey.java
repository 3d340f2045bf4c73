package org.iskra.graphql;

import java.util.List;

/** Which statements made at a congress or event to load: its id and the statement types (null for all). */
public record ContextKey(String context, List<String> types) {}
