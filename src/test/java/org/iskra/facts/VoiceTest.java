package org.iskra.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class VoiceTest {

    @Test
    void everyVoiceIsReadBackFromTheRoleItWrites() {
        for (Voice voice : Voice.values()) {
            assertEquals(Optional.of(voice), Voice.of(voice.dataName()));
        }
        assertEquals(Optional.empty(), Voice.of(null), "no role, no voice");
        assertEquals(Optional.empty(), Voice.of("member"), "a role of a body is no voice at a congress");
        assertFalse(Voice.GUEST.delegate());
        assertTrue(Voice.CONSULTATIVE.delegate());
    }

    /** The roster counts made in Cypher count the roles the voices write, so a renamed role cannot drift apart. */
    @Test
    void theCypherRosterCountsUseTheRolesOfTheVoices() throws IOException {
        for (String file : new String[] {"rosterCounts.cypher", "strengthsRecorded.cypher"}) {
            String cypher = Files.readString(Path.of("src/main/resources/org/iskra/congresses", file));
            assertTrue(cypher.contains("a.role = '" + Voice.DECISIVE.dataName() + "'"), file);
            assertTrue(cypher.contains("a.role = '" + Voice.CONSULTATIVE.dataName() + "'"), file);
        }
    }
}
