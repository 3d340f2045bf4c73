package org.iskra.tools;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iskra.server.Config;

/**
 * The command-line conventions of the tools jar: flags, positional arguments and usage text (the product's command line
 * is parsed by picocli, see {@code org.iskra.server.Main}).
 */
final class ToolFlags {
    private ToolFlags() {}

    /** Removes {@code --name N} from the arguments and returns N, or the default. */
    static int intFlag(List<String> args, String name, int defaultValue) {
        int at = args.indexOf(name);
        if (at < 0 || at + 1 >= args.size()) {
            return defaultValue;
        }
        String value = args.remove(at + 1);
        args.remove(at);
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, got \"" + value + "\"");
        }
    }

    /** Arguments that are neither flags nor flag values. */
    static List<Path> positional(List<String> args) {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.startsWith("--")) {
                if (!a.contains("=")
                                && Config.SETTINGS.stream()
                                        .anyMatch(s -> s.flag().equals(a))
                        || a.equals("--out")) {
                    i++;
                }
                continue;
            }
            files.add(Path.of(a));
        }
        return files;
    }

    /** Prints a command's synopsis, what it does, and every setting with its flag, variable and default. */
    static int usage(String jar, PrintStream out, String synopsis, String what) {
        out.println("usage: java -jar " + jar + " " + synopsis);
        out.println(what);
        out.println();
        out.println("Settings (flag / environment variable, default):");
        for (Config.Setting s : Config.SETTINGS) {
            out.printf(
                    "  %-18s %-20s %-8s %s%n",
                    s.flag(), s.env(), s.defaultValue().isEmpty() ? "-" : s.defaultValue(), s.meaning());
        }
        return 0;
    }

    /** The value of each {@code --flag value} (and {@code --flag=value}) among the arguments. */
    static Map<String, String> flags(List<String> args) {
        return Config.parseFlags(args);
    }
}
