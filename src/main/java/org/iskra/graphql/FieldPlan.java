package org.iskra.graphql;

import java.util.List;
import java.util.Optional;
import org.iskra.reads.StatementProjection;

/**
 * What one field of an operation reads, decided from its place and its selection and kept for every request of the same
 * shape ({@link OperationShapes}). Each field uses the decisions of its kind of field; the others stay empty.
 */
final class FieldPlan {
    /** A statement list: whether its items select {@code grouping}, and the statement properties they read. */
    final Slot<ListField.Selection> listSelection = new Slot<>();

    /**
     * An entity read with its lists ({@link Fetch#nodeWithLists}): the lists its selection asks for, and those of the
     * entities at their other ends.
     */
    final Slot<List<Fetch.AheadList>> readsAhead = new Slot<>();

    /** A root page: whether it selects {@code totalCount}, so is counted ({@link RootPages}). */
    final Slot<Boolean> countsTotal = new Slot<>();

    /** An organization's members list: whether it reads its items ({@code nodes} or {@code edges}), or only counts. */
    final Slot<Boolean> readsItems = new Slot<>();

    /** The root members page: the properties of the memberships its items read. */
    final Slot<StatementProjection> membershipReads = new Slot<>();

    /**
     * A page of organizations: the one members list under every organization that asks only for a count, read with the
     * page; empty when there is none.
     */
    final Slot<Optional<GroupsWiring.MembersList>> countedMembers = new Slot<>();
}
