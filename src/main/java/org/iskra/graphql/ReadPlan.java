package org.iskra.graphql;

import graphql.schema.DataFetchingEnvironment;
import org.iskra.reads.Projection;

/**
 * What one shape of operation decides about its reads, kept for every request of that shape ({@link OperationShapes}):
 * the properties it reads of each kind of entity ({@link Projections}), and, for each field that reads, by its place in
 * the operation, what that field reads ({@link FieldPlan}).
 */
final class ReadPlan {
    /** The properties the operation reads of each kind of entity. */
    final Slot<Projection> projection = new Slot<>();

    /** The plan of the operation {@code env}'s field runs in. */
    static ReadPlan of(DataFetchingEnvironment env) {
        return OperationShapes.operation(env);
    }

    /** The plan of the field being fetched, at its place in the operation. */
    static FieldPlan field(DataFetchingEnvironment env) {
        return OperationShapes.field(env);
    }
}
