package org.iskra.server;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iskra.facts.EntityKind;
import org.iskra.importer.DataLinter;
import org.iskra.importer.FactBatch;
import org.iskra.importer.FactReader;
import org.iskra.importer.FactValidator;
import org.iskra.importer.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code validate}: checks fact files without a database; exit 1 with one line per problem. */
@Command(
        name = "validate",
        synopsisHeading = "",
        customSynopsis = "usage: java -jar " + Main.JAR + " validate [FILE|FOLDER…]",
        description =
                "Checks fact files without a database: references, sources, dates, duplicate names; then the data linter.")
final class ValidateCommand implements Callable<Integer> {
    @Parameters(
            paramLabel = "FILE|FOLDER",
            arity = "0..*",
            description = "JSON or CSV fact files, or folders of them (default: data)")
    List<Path> files = new ArrayList<>();

    @Override
    public Integer call() {
        List<Path> read = files.isEmpty() ? List.of(Path.of("data")) : files;
        FactBatch all = new FactBatch();
        try {
            for (Path file : read) {
                all.addAll(FactReader.read(file));
            }
        } catch (IOException e) {
            System.err.println("iskra: cannot read " + e.getMessage());
            return 1;
        }
        List<Problem> problems = new ArrayList<>(FactValidator.selfContained().validate(all));
        if (problems.isEmpty()) {
            problems.addAll(DataLinter.lint(all));
        }
        problems.forEach(System.out::println);
        System.out.println(counts(all));
        System.out.println(
                problems.isEmpty()
                        ? "valid: " + all.size() + " records"
                        : problems.size() + " problems in " + all.size() + " records");
        return problems.isEmpty() ? 0 : 1;
    }

    /** The linter's rules, for the usage text. */
    static String rules() {
        return String.join(", ", DataLinter.RULES);
    }

    /** Records per list, e.g. {@code people 144, organizations 64, …, statements 946}. */
    private static String counts(FactBatch batch) {
        StringBuilder line = new StringBuilder();
        for (EntityKind kind : EntityKind.values()) {
            line.append(kind.listName())
                    .append(' ')
                    .append(batch.entities(kind).size())
                    .append(", ");
        }
        return line.append("statements ").append(batch.statements().size()).toString();
    }
}
