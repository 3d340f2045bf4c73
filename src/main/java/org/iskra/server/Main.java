package org.iskra.server;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.iskra.store.EmbeddedNeo4j;
import org.iskra.store.StartupException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * {@code java -jar iskra-graph.jar [serve|import|validate|export] …}, parsed by picocli; each subcommand has
 * {@code --help}. Settings alone, or nothing, serve. Exit 0 on success, 1 when the work failed (invalid data, a
 * database that cannot start), 2 for a command line that cannot run.
 */
@Command(
        name = "iskra",
        mixinStandardHelpOptions = false,
        synopsisHeading = "",
        customSynopsis = "usage: java -jar " + Main.JAR + " serve|import|validate|export [--help]",
        description = "Iskra, a GraphQL knowledge graph of RSDLP history. Settings alone (or none) serve.",
        subcommands = {ServeCommand.class, ImportCommand.class, ValidateCommand.class, ExportCommand.class})
public final class Main implements Callable<Integer> {
    /** How the product jar is named in usage lines. */
    static final String JAR = "target/iskra-graph.jar";

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return ServeCommand.serve(ConfigOptions.config(spec));
    }

    public static void main(String[] argv) {
        System.exit(commandLine().execute(argv));
    }

    /** The command line: every command with the settings of {@link Config}, help, and errors as one line each. */
    static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main()).setUsageHelpWidth(100);
        addHelpAndSettings(cli);
        cli.setParameterExceptionHandler(Main::badCommandLine);
        cli.setExecutionExceptionHandler((e, line, parsed) -> failed(e, line));
        return cli;
    }

    private static void addHelpAndSettings(CommandLine command) {
        CommandSpec spec = command.getCommandSpec();
        spec.addOption(CommandSpec.forAnnotatedObject(new HelpOption()).findOption("--help"));
        if (!spec.name().equals("validate")) { // validate reads files only
            ConfigOptions.addTo(spec);
        }
        if (spec.name().equals("validate")) {
            spec.usageMessage().footer("Rules of the data linter: " + ValidateCommand.rules() + ".");
        }
        command.getSubcommands().values().forEach(Main::addHelpAndSettings);
    }

    /** {@code --help} and {@code -h}, on every command. */
    static final class HelpOption {
        @CommandLine.Option(
                names = {"--help", "-h"},
                usageHelp = true,
                description = "show this help and exit")
        boolean help;
    }

    /** A command line that cannot run: what is wrong on one line, then the usage of the command; exit 2. */
    private static int badCommandLine(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        boolean unknownCommand = e instanceof UnmatchedArgumentException
                && command.getCommandSpec().name().equals("iskra")
                && args.length > 0
                && !args[0].startsWith("-");
        err.println("iskra: " + (unknownCommand ? "Unknown command \"" + args[0] + "\"" : e.getMessage()));
        command.usage(err);
        return 2;
    }

    /** A command that failed: its reason on one line, never a stack trace. */
    private static int failed(Exception e, CommandLine command) {
        command.getErr().println("iskra: " + e.getMessage());
        return switch (e) {
            case EmbeddedNeo4j.StoreInUseException inUse -> 2;
            case IllegalArgumentException badValue -> 2;
            case StartupException startup ->
                1; // import, export: the schema could not be put in place, nothing was written
            default -> 1;
        };
    }
}
