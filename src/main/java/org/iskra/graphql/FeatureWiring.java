package org.iskra.graphql;

import graphql.schema.idl.RuntimeWiring;

/** One feature's part of the schema wiring: its root fields and the fields of its types. */
public interface FeatureWiring {
    void wire(RuntimeWiring.Builder wiring);
}
