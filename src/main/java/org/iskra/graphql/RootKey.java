package org.iskra.graphql;

import java.util.List;
import org.iskra.facts.StatementKey;

/** Key of the loader that reads an entity with the statement lists its selection asks for. */
record RootKey(String id, List<StatementKey> lists) {}
