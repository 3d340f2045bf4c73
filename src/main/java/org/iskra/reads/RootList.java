package org.iskra.reads;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iskra.store.Cypher;

/**
 * A root list (people, organizations, …) and the two statements that read a page of it. Its
 * {@code find*.cypher} reads the whole list in order, ending with {@code RETURN item} and
 * {@code ORDER BY keys} on lines of their own; the templates {@code countedPage} (with how many
 * items the list holds) and {@code uncountedPage} (the page alone, for a request that does not
 * select {@code totalCount}) are filled with its matches, item and order, and with a per-item
 * expression ({@link #withPerItem}) or none.
 */
public record RootList(Cypher counted, Cypher uncounted) {
    private static final Cypher COUNTED = Cypher.template(RootList.class, "countedPage");
    private static final Cypher UNCOUNTED = Cypher.template(RootList.class, "uncountedPage");
    private static final Pattern LIST = Pattern.compile("(?s)(.*)\\n\\s*RETURN (\\w+)\\s*\\n\\s*ORDER BY ([^\\n]+?)\\s*");
    /** The per-item expression of a list without one: each page item's {@code perItem} is null. */
    private static final Cypher NO_PER_ITEM = new Cypher("none", "null");

    public static RootList of(Class<?> owner, String name) {
        return from(Cypher.of(owner, name));
    }

    /** The page statements of {@code list}, a statement that reads a whole root list in order. */
    public static RootList from(Cypher list) {
        return from(list, NO_PER_ITEM);
    }

    /**
     * The page statements of {@code list} that also return, for each item of the page, the value of
     * {@code perItem} (an expression over the list's item, written {@code {ITEM}}, e.g. a {@code COUNT {}} of its
     * memberships): a nested level read in the same statement as its page.
     */
    public static RootList withPerItem(Cypher list, Cypher perItem) {
        return from(list, perItem);
    }

    private static RootList from(Cypher list, Cypher perItem) {
        Matcher parts = LIST.matcher(list.text());
        if (!parts.matches()) {
            throw new IllegalStateException(list.name() + " does not end with RETURN <item> and ORDER BY <keys>, each on a line of its own");
        }
        String name = perItem == NO_PER_ITEM ? list.name() : list.name() + "+" + perItem.name();
        return new RootList(fill(COUNTED, name, parts, perItem, "counted"), fill(UNCOUNTED, name, parts, perItem, "uncounted"));
    }

    private static Cypher fill(Cypher template, String name, Matcher parts, Cypher perItem, String form) {
        String text = template.text().replace("{PER_ITEM}", perItem.text().strip()).replace("{ITEM}", parts.group(2))
                .replace("{ORDER}", parts.group(3)).replace("{MATCHES}", parts.group(1).strip());
        return new Cypher(name + "[" + form + "]", text);
    }
}
