package org.iskra.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iskra.testing.Fixture;
import org.iskra.testing.Scratch;

/**
 * A data folder of a few hundred records, for server processes whose test is about signals or start-up rather than the
 * shipped data: a child JVM loads it in about a second, where {@code data/} costs it half a minute of CPU.
 */
final class SmallDataFolder {
    private SmallDataFolder() {}

    /** A new folder holding {@code people} people, each a member of one of two factions. */
    static Path withPeople(int people) throws IOException {
        return withPeople(people, "");
    }

    /** The same, each person with this description. */
    static Path withPeople(int people, String description) throws IOException {
        Fixture facts = Fixture.of()
                .organization("bolsheviks", "Bolsheviks", "faction")
                .organization("mensheviks", "Mensheviks", "faction");
        for (int i = 0; i < people; i++) {
            String id = "person-" + i;
            String faction = i % 2 == 0 ? "bolsheviks" : "mensheviks";
            facts.person(id, "Person " + i, p -> {
                        if (!description.isEmpty()) {
                            p.put("description", description);
                        }
                    })
                    .membership(id, faction, m -> m.put("start", "1904").put("endUnknown", true));
        }
        Path folder = Scratch.directory("iskra-small-data");
        Files.writeString(folder.resolve("facts.json"), facts.json());
        return folder;
    }
}
