package org.iskra.graphql;

import java.util.List;
import org.iskra.facts.ListRead;

/** Key of the loader that reads an entity with the statement lists its selection asks for (and those of their items' other ends). */
record RootKey(String id, List<ListRead> lists) {}
