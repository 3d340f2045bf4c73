package org.iskra.graphql;

import java.util.List;
import org.iskra.reads.ListRead;
import org.iskra.reads.Projection;

/**
 * Key of the loader that reads an entity with the statement lists its selection asks for (and those of their items'
 * other ends), and the request's projection of the entities it returns.
 */
record RootKey(String id, List<ListRead> lists, Projection projection) {}
