package org.iskra.importer;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.iskra.facts.Certainty;
import org.iskra.facts.EntityKind;
import org.iskra.facts.StatementType;
import org.iskra.facts.TermBeginning;
import org.iskra.facts.TermEnding;
import org.iskra.facts.Voice;

/**
 * The values an enumerated field takes (which records carry which fields is the catalogue,
 * {@link org.iskra.facts.Fields}).
 */
final class Vocabularies {
    private Vocabularies() {}

    /** The {@code kind} of each entity kind that has one. */
    static final Map<EntityKind, Set<String>> KINDS = Map.of(
            EntityKind.SOURCE, Set.of("primary", "secondary", "reference"),
            EntityKind.ORGANIZATION,
                    Set.of(
                            "party",
                            "faction",
                            "group",
                            "committee",
                            "editorial-board",
                            "tendency",
                            "union",
                            "grouping",
                            "police"),
            EntityKind.PUBLICATION, Set.of("newspaper", "journal", "book", "pamphlet", "article"),
            EntityKind.CONGRESS, Set.of("congress", "conference"),
            EntityKind.EVENT,
                    Set.of(
                            "arrest",
                            "exile",
                            "escape",
                            "vote",
                            "election",
                            "walk-out",
                            "founding",
                            "first-issue",
                            "session",
                            "resignation",
                            "co-optation",
                            "other"),
            EntityKind.PLACE, Set.of("city", "country", "region"),
            EntityKind.MOTION,
                    Set.of("resolution", "amendment", "rules", "programme", "procedural", "election", "other"));

    /** Values of the enumerated statement fields. */
    static final Set<String> CHOICES = Set.of("for", "against", "abstained");

    static final Set<String> OUTCOMES = Set.of("adopted", "rejected", "withdrawn");

    /** The role vocabulary of each statement type that takes a role; other types take none. */
    static final Map<StatementType, Set<String>> ROLES = Map.of(
            StatementType.MEMBER_OF,
                    Set.of(
                            "member",
                            "leader",
                            "founder",
                            "candidate",
                            "advisory",
                            "co-opted",
                            "secretary",
                            "chair",
                            "vice-chair",
                            "treasurer",
                            "representative",
                            "organizer",
                            "lecturer",
                            "student",
                            "informer"),
            StatementType.EDITED,
                    Set.of("editor", "editor-in-chief", "co-editor", "editorial-secretary", "contributor", "publisher"),
            StatementType.AUTHORED, Set.of("author", "co-author"),
            StatementType.ATTENDED, voices(Voice.values()),
            StatementType.REPRESENTED, voices(Voice.DECISIVE, Voice.CONSULTATIVE),
            StatementType.HELD_OFFICE,
                    Set.of(
                            "chair",
                            "vice-chair",
                            "secretary",
                            "presidium-member",
                            "honorary-chair",
                            "honorary-presidium-member"),
            StatementType.PARTICIPATED_IN, Set.of("participant", "organizer", "leader", "speaker", "defendant"),
            StatementType.PROPOSED, Set.of("mover", "co-mover", "author", "reporter"),
            // no role: exile (banishment, settlement under surveillance); these: confinement served in the place
            StatementType.EXILED_TO, Set.of("prison", "penal-servitude"));

    /**
     * Offices of a congress it could confer on someone absent (the Sixth Congress made Lenin, in hiding, its honorary
     * chair, and five others, in hiding or in prison, members of its honorary presidium): the only {@code HELD_OFFICE}
     * roles that need no attendance there.
     */
    static final Set<String> OFFICES_HELD_IN_ABSENCE = Set.of("honorary-chair", "honorary-presidium-member");

    static final List<String> CERTAINTIES =
            Arrays.stream(Certainty.values()).map(Certainty::dataName).toList();

    /** How a term began ({@code began}) and how it ended ({@code ended}). */
    static final Set<String> BEGINNINGS =
            Arrays.stream(TermBeginning.values()).map(TermBeginning::dataName).collect(Collectors.toUnmodifiableSet());

    static final Set<String> ENDINGS =
            Arrays.stream(TermEnding.values()).map(TermEnding::dataName).collect(Collectors.toUnmodifiableSet());

    /** The roles naming these voices at a congress. */
    private static Set<String> voices(Voice... voices) {
        return Arrays.stream(voices).map(Voice::dataName).collect(Collectors.toUnmodifiableSet());
    }
}
