package org.iskra.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.iskra.facts.EntityKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/** The shipped dataset validates, and holds the fixed ids of the public contract. */
@Execution(ExecutionMode.CONCURRENT)
class DataFolderTest {

    @Test
    void theDataFolderValidates() throws Exception {
        FactBatch data = FactReader.read(Path.of("data"));
        List<Problem> problems = FactValidator.selfContained().validate(data);
        assertEquals(List.of(), problems.stream().map(Problem::toString).toList());
    }

    @Test
    void theDataFolderPassesTheLinter() throws Exception {
        FactBatch data = FactReader.read(Path.of("data"));
        assertEquals(
                List.of(), DataLinter.lint(data).stream().map(Problem::toString).toList());
    }

    @Test
    void theContractsFixedIdsAreDefined() throws Exception {
        FactBatch data = FactReader.read(Path.of("data"));
        List<String> ids = data.allEntities().map(e -> e.getValue().id()).toList();
        for (String id : List.of(
                "lenin",
                "martov",
                "plekhanov",
                "potresov",
                "axelrod",
                "zasulich",
                "trotsky",
                "bernstein",
                "rsdlp",
                "bolsheviks",
                "mensheviks",
                "emancipation-of-labour",
                "union-of-struggle",
                "economists",
                "iskra-editorial-board",
                "iskra",
                "where-to-begin",
                "what-is-to-be-done",
                "letter-to-a-comrade",
                "one-step-forward-two-steps-back",
                "rsdlp-congress-1",
                "rsdlp-congress-2",
                "rsdlp-congress-3",
                "rsdlp-congress-4",
                "rsdlp-congress-5",
                "split-1903",
                "seed")) {
            assertTrue(ids.contains(id), "missing fixed id " + id);
        }
        assertTrue(data.entities(EntityKind.SOURCE).stream().anyMatch(s -> s.id().equals("seed")));
    }
}
