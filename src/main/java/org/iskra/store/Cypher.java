package org.iskra.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

/**
 * One Cypher statement, read from a {@code .cypher} resource that lives beside the feature that runs it
 * ({@code org/iskra/people/findPeople.cypher} for {@code Cypher.of(PersonStore.class, "findPeople")}), or a fragment
 * several statements share ({@link #fragment}). The comment lines of the file are for its readers: they are left out of
 * the text, which goes to the database with every request (and would otherwise carry the placeholders they name, filled
 * in).
 */
public record Cypher(String name, String text) {

    /** The file ending of a fragment: a piece of a statement, not one of its own. */
    public static final String FRAGMENT_SUFFIX = ".fragment.cypher";

    public static Cypher of(Class<?> owner, String name) {
        return load(owner, name, name + ".cypher");
    }

    /**
     * A fragment ({@code peopleFilter.fragment.cypher} beside {@code owner}): a piece of Cypher, such as the predicate
     * of a root list, that a statement written with the Cypher-DSL takes as it is (reads/RootList).
     */
    public static Cypher fragment(Class<?> owner, String name) {
        return load(owner, name, name + FRAGMENT_SUFFIX);
    }

    /**
     * {@code text} without its comment lines (lines that start with {@code //}), as {@link #of} and the others read a
     * file.
     */
    public static String withoutComments(String text) {
        return text.lines().filter(line -> !line.strip().startsWith("//")).collect(Collectors.joining("\n"));
    }

    private static Cypher load(Class<?> owner, String name, String resource) {
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing Cypher resource " + resource + " beside " + owner.getName());
            }
            String text = withoutComments(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .strip();
            return new Cypher(owner.getPackageName().replace('.', '/') + "/" + name, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
