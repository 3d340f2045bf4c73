package org.iskra.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The product's command line, parsed by picocli: settings reach {@link Config}, and a bad command line is one line and
 * exit 2.
 */
class MainCommandLineTest {

    private record Run(int exit, String err) {}

    private static Run run(String... args) {
        CommandLine cli = Main.commandLine();
        StringWriter err = new StringWriter();
        cli.setErr(new PrintWriter(err, true));
        cli.setOut(new PrintWriter(new StringWriter(), true));
        return new Run(cli.execute(args), err.toString());
    }

    @Test
    void anUnknownFlagIsRefusedWithExit2AndNamed() {
        Run run = run("serve", "--prot", "9090");
        assertEquals(2, run.exit(), run.err());
        assertTrue(
                run.err().startsWith("iskra: Unknown option")
                        && run.err().lines().findFirst().orElseThrow().contains("'--prot'"),
                run.err());
        assertTrue(
                run.err().contains("usage: java -jar target/iskra-graph.jar serve"),
                "the command's usage follows: " + run.err());
    }

    @Test
    void anUnknownCommandIsNamed() {
        Run run = run("serve-all");
        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().startsWith("iskra: Unknown command \"serve-all\""), run.err());
    }

    @Test
    void importNeedsAFileAndAWholeBatchSize() {
        Run none = run("import", "--dry-run");
        assertEquals(2, none.exit(), none.err());
        assertTrue(none.err().contains("FILE|FOLDER"), none.err());
        Run badSize = run("import", "--batch-size", "many", "data");
        assertEquals(2, badSize.exit(), badSize.err());
        assertTrue(badSize.err().contains("--batch-size") && badSize.err().contains("many"), badSize.err());
        Run both = run("import", "--dry-run", "--into-empty-store", "data");
        assertEquals(
                2, both.exit(), "--dry-run with --into-empty-store is refused before anything opens: " + both.err());
    }

    @Test
    void aBadSettingValueIsOneLineAndExit2() {
        Run run = run("export", "--max-first", "lots");
        assertEquals(2, run.exit(), run.err());
        assertEquals(
                "iskra: --max-first must be a whole number, got \"lots\"",
                run.err().strip());
    }

    @Test
    void settingsGivenAsFlagsReachTheConfigurationInBothSpellings() {
        CommandLine.ParseResult parsed = Main.commandLine()
                .parseArgs("serve", "--port", "9091", "--timeout=3s", "--introspection")
                .subcommand();
        Config config = Config.from(ConfigOptions.given(parsed), Map.of("PORT", "7000", "ISKRA_MAX_FIRST", "42"));
        assertEquals(9091, config.port(), "a flag wins over the environment");
        assertEquals(Duration.ofSeconds(3), config.limits().requestTimeout());
        assertTrue(config.introspection(), "a bare --introspection is true");
        assertEquals(42, config.limits().maxFirst(), "the environment wins over the default");
        assertEquals(
                List.of(),
                ConfigOptions.given(Main.commandLine().parseArgs("validate").subcommand()));
    }

    @Test
    void validateReportsEachProblemAndExits1(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.json");
        Files.writeString(
                file, "{\"people\": [{\"id\": \"Not A Slug\", \"name\": \"X\", \"sources\": [\"nowhere\"]}]}");
        CommandLine cli = Main.commandLine();
        PrintStream stdout = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        int exit;
        try {
            exit = cli.execute("validate", file.toString());
        } finally {
            System.setOut(stdout);
        }
        String printed = captured.toString(StandardCharsets.UTF_8);
        assertEquals(1, exit, printed);
        assertTrue(printed.contains("Not A Slug") && printed.contains("nowhere"), printed);
        assertFalse(printed.contains("valid: "), printed);
    }
}
