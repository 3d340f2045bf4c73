package org.iskra.server;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The settings of {@link Config} as options of a command: each flag ({@code --port 9090} or {@code --port=9090}) with
 * its environment variable and default in the usage text. The values a command line sets go back to {@link Config#from}
 * as flags, which weighs them against the environment and the defaults, so that the tools and the tests read settings
 * the same way.
 */
final class ConfigOptions {
    private ConfigOptions() {}

    /** {@code command} with every setting as an option. */
    static CommandSpec addTo(CommandSpec command) {
        for (Config.Setting s : Config.SETTINGS) {
            String defaultValue = s.defaultValue().isEmpty() ? "none" : s.defaultValue();
            // the environment variable applies when the flag is not given; the default when neither is
            command.addOption(OptionSpec.builder(s.flag())
                    .paramLabel("VALUE")
                    .arity(s.flag().equals("--introspection") ? "0..1" : "1")
                    .fallbackValue("true") // a bare --introspection
                    .type(String.class)
                    .description(s.meaning() + " (" + s.env() + ", default " + defaultValue + ")")
                    .build());
        }
        return command;
    }

    /** The settings the command line set, as the flags {@link Config#from} reads. */
    static List<String> given(ParseResult parsed) {
        List<String> flags = new ArrayList<>();
        for (Config.Setting s : Config.SETTINGS) {
            if (parsed.hasMatchedOption(s.flag())) {
                flags.add(s.flag());
                flags.add(parsed.matchedOptionValue(s.flag(), "true"));
            }
        }
        return flags;
    }

    /** The configuration of a command: its settings over the environment over the defaults. */
    static Config config(CommandSpec command) {
        return Config.from(given(command.commandLine().getParseResult()), System.getenv());
    }
}
