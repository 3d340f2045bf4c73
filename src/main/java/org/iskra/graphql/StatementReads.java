package org.iskra.graphql;

import graphql.schema.GraphQLObjectType;
import graphql.schema.GraphQLOutputType;
import graphql.schema.GraphQLTypeUtil;
import graphql.schema.SelectedField;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iskra.reads.StatementProjection;

/**
 * The statement properties that the fields of each GraphQL type read from a statement, so that a list whose items are
 * statements returns only what its selection shows ({@link StatementProjection}). A field not in this catalogue (one
 * added to the schema later, say) makes the list's statements whole. The ends, the type and the id come with every
 * statement, so the fields that lead to an end read nothing more. A list whose items are the entities at the other end
 * (a person's {@code works}) reads no property of its statements.
 */
final class StatementReads {
    private static final Set<String> NOTHING = Set.of();
    private static final Set<String> END_STATUS = Set.of("end", "ongoing", "date", "start", "endUnknown");
    private static final Set<String> TALLY = Set.of("outcome", "votesFor", "votesAgainst", "abstentions");

    /** Per type, per field, the properties it reads: fields named after their property read it. */
    private static final Map<String, Map<String, Set<String>>> BY_TYPE = Map.of(
            "Statement",
                    catalogue(
                            List.of("id", "type", "from", "to"),
                            List.of(
                                    "start",
                                    "startBy",
                                    "startAfter",
                                    "end",
                                    "endBy",
                                    "endAfter",
                                    "ongoing",
                                    "date",
                                    "role",
                                    "grouping",
                                    "choice",
                                    "votes",
                                    "delegates",
                                    "issue",
                                    "context",
                                    "cause",
                                    "began",
                                    "ended",
                                    "note",
                                    "certainty",
                                    "quote",
                                    "sources",
                                    "retracted"),
                            Map.of(
                                    "endStatus",
                                    END_STATUS,
                                    "outcome",
                                    TALLY,
                                    "votesFor",
                                    TALLY,
                                    "votesAgainst",
                                    TALLY,
                                    "abstentions",
                                    TALLY)),
            "Membership",
                    catalogue(
                            List.of("id", "person", "organization"),
                            List.of(
                                    "startBy",
                                    "startAfter",
                                    "endBy",
                                    "endAfter",
                                    "role",
                                    "began",
                                    "ended",
                                    "context",
                                    "cause",
                                    "note",
                                    "certainty",
                                    "quote",
                                    "sources",
                                    "retracted"),
                            Map.of("since", Set.of("start"), "until", Set.of("end"), "endStatus", END_STATUS)),
            // an attendance's mandates are its person's REPRESENTED statements at its congress: its ends
            "Attendance",
                    catalogue(
                            List.of("id", "person", "congress", "mandates"),
                            List.of("role", "grouping", "note", "certainty", "sources"),
                            Map.of()),
            "Vote",
                    catalogue(
                            List.of("id", "voter", "motion"),
                            List.of("choice", "grouping", "note", "certainty", "sources"),
                            Map.of()),
            "Mandate",
                    catalogue(
                            List.of("id", "person", "organization"),
                            List.of("votes", "role", "note", "certainty", "sources"),
                            Map.of("congress", Set.of("context"))),
            "CongressOffice",
                    catalogue(
                            List.of("id", "person", "congress"),
                            List.of("role", "date", "note", "certainty", "sources"),
                            Map.of()),
            "Appearance",
                    catalogue(
                            List.of("id", "article", "periodical"),
                            List.of("issue", "date", "note", "sources"),
                            Map.of()));

    private StatementReads() {}

    /**
     * The properties the items of a list read, from the list's type and the fields selected on its items: those of the
     * catalogue, none for entities at the other end, every property otherwise.
     */
    static StatementProjection of(GraphQLOutputType listType, List<SelectedField> itemFields) {
        if (!(GraphQLTypeUtil.unwrapAll(listType) instanceof GraphQLObjectType item)) {
            return StatementProjection.WHOLE;
        }
        if (item.getInterfaces().stream().anyMatch(i -> i.getName().equals("Node"))) {
            return StatementProjection.of(NOTHING); // the entities at the other end: only the ends are read
        }
        Map<String, Set<String>> fields = BY_TYPE.get(item.getName());
        if (fields == null) {
            return StatementProjection.WHOLE;
        }
        Set<String> read = new HashSet<>();
        for (SelectedField field : itemFields) {
            if (field.getName().equals("__typename")) {
                continue;
            }
            Set<String> properties = fields.get(field.getName());
            if (properties == null) {
                return StatementProjection.WHOLE;
            }
            read.addAll(properties);
        }
        return StatementProjection.of(read);
    }

    /** The fields of a type known to this catalogue (for tests). */
    static Map<String, Map<String, Set<String>>> catalogue() {
        return BY_TYPE;
    }

    private static Map<String, Set<String>> catalogue(
            List<String> ends, List<String> own, Map<String, Set<String>> others) {
        Map<String, Set<String>> fields = new HashMap<>(others);
        ends.forEach(f -> fields.put(f, NOTHING));
        own.forEach(f -> fields.put(f, Set.of(f)));
        return Map.copyOf(fields);
    }
}
