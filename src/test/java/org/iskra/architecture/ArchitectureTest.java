package org.iskra.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iskra.server.Main;
import org.iskra.store.Cypher;
import org.iskra.store.Migrations;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The package layers, bottom to top: core; store; facts (the model, which knows neither the driver nor the store);
 * reads (the stores, list queries and projections that read the model); the feature packages; the use cases (importer,
 * research); graphql (the API wiring); server and explorer (HTTP and the composition root); tools. Each may use the
 * layers below it only, and no two packages form a cycle. CONTRIBUTING.md draws the same picture.
 */
@Execution(ExecutionMode.CONCURRENT)
class ArchitectureTest {
    private static final String[] FEATURES = {
        "org.iskra.people..",
        "org.iskra.groups..",
        "org.iskra.publications..",
        "org.iskra.congresses..",
        "org.iskra.events..",
        "org.iskra.places.."
    };

    /** The product's classes and the tools source set; not the tests. */
    private static final ImportOption PRODUCT_AND_TOOLS = location -> !location.contains("/test-classes/")
            || location.contains("/org/iskra/tools/")
                    && !location.matches(Pattern.compile(".*(IT|Test)(\\$[^/]*)?\\.class"));

    private static final JavaClasses CLASSES =
            new ClassFileImporter().withImportOption(PRODUCT_AND_TOOLS).importPackages("org.iskra");

    @Test
    void theRulesSeeTheProductAndTheToolsButNotTheTests() {
        assertTrue(
                CLASSES.contain(Main.class) && CLASSES.contain("org.iskra.tools.Tools"), "product and tools imported");
        assertTrue(CLASSES.size() > 150, "all product classes imported: " + CLASSES.size());
        assertFalse(CLASSES.contain(ArchitectureTest.class), "tests are not part of the layers");
    }

    /**
     * The test classes that run on the second test thread, beside the others (see the surefire configuration), must
     * share nothing with them: no test database, no shared server, no fixtures loaded into it.
     */
    @Test
    void theTestClassesThatRunBesideTheOthersUseNoSharedDatabase() {
        JavaClasses tests = new ClassFileImporter()
                .withImportOption(location -> location.contains("/test-classes/"))
                .importPackages("org.iskra");
        DescribedPredicate<JavaClass> besideTheOthers = DescribedPredicate.describe(
                "run beside the others (@Execution(CONCURRENT))",
                type -> type.tryGetAnnotationOfType(Execution.class)
                        .map(execution -> execution.value() == ExecutionMode.CONCURRENT)
                        .orElse(false));
        noClasses()
                .that(besideTheOthers)
                .should()
                .dependOnClassesThat()
                .haveNameMatching(
                        "org\\.iskra\\.testing\\.(TestDatabase|ShippedDataServer|TestServer|Facts|Fixture)(\\$.*)?")
                .check(tests);
    }

    @Test
    void noPackagesFormACycle() {
        slices().matching("org.iskra.(*)..").should().beFreeOfCycles().check(CLASSES);
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("core")
                .definedBy("org.iskra.core..")
                .layer("store")
                .definedBy("org.iskra.store..")
                .layer("model")
                .definedBy("org.iskra.facts..")
                .layer("reads")
                .definedBy("org.iskra.reads..")
                .layer("features")
                .definedBy(FEATURES)
                .layer("use cases")
                .definedBy("org.iskra.importer..", "org.iskra.research..")
                .layer("api")
                .definedBy("org.iskra.graphql..")
                .layer("http")
                .definedBy("org.iskra.server..", "org.iskra.explorer..")
                .layer("tools")
                .definedBy("org.iskra.tools..")
                .whereLayer("tools")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("http")
                .mayOnlyBeAccessedByLayers("tools")
                .whereLayer("api")
                .mayOnlyBeAccessedByLayers("http", "tools")
                .whereLayer("use cases")
                .mayOnlyBeAccessedByLayers("api", "http", "tools")
                .whereLayer("features")
                .mayOnlyBeAccessedByLayers("use cases", "api", "http", "tools")
                .whereLayer("reads")
                .mayOnlyBeAccessedByLayers("features", "use cases", "api", "http", "tools")
                .whereLayer("model")
                .mayOnlyBeAccessedByLayers("reads", "features", "use cases", "api", "http", "tools")
                .whereLayer("store")
                .mayOnlyBeAccessedByLayers("reads", "features", "use cases", "api", "http", "tools")
                .check(CLASSES);
    }

    /**
     * The model is values alone: reading them from the graph is the reads layer's, so the model stays testable and
     * portable.
     */
    @Test
    void theModelKnowsNeitherTheDriverNorTheStore() {
        noClasses()
                .that()
                .resideInAPackage("org.iskra.facts..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.neo4j..", "org.iskra.store..", "org.iskra.reads..")
                .check(CLASSES);
    }

    /**
     * A request's read snapshot is passed, not found: {@code Graph#inOneRead} hands the work a snapshot of the graph
     * and the request builds its stores over it ({@code Stores#readingIn}), so no reading layer keeps state per thread,
     * and a read made on another thread still reads in the request's transaction.
     */
    @Test
    void noThreadCarriesTheReadSnapshot() {
        noClasses()
                .that()
                .resideInAnyPackage("org.iskra.store..", "org.iskra.reads..", "org.iskra.graphql..")
                .should()
                .dependOnClassesThat()
                .belongToAnyOf(ThreadLocal.class, InheritableThreadLocal.class)
                .check(CLASSES);
    }

    /**
     * Cypher assembled at run time is written by the Cypher-DSL (reads/Dsl), never by replacing text in a template or
     * by a regular expression: no class that writes or holds statements (they use the DSL or {@code store.Cypher})
     * calls {@code String.replace}, {@code replaceAll} or the regex API. {@code store.Migrations} reads the names of
     * the indexes its own migration files create with a regular expression; it writes no statement from them.
     */
    @Test
    void noCypherIsBuiltByStringReplacementOrRegularExpressions() {
        DescribedPredicate<JavaClass> writeCypher = DescribedPredicate.describe(
                "write or hold Cypher statements",
                c -> c.getDirectDependenciesFromSelf().stream()
                        .map(d -> d.getTargetClass())
                        .anyMatch(t -> t.getPackageName().startsWith("org.neo4j.cypherdsl")
                                || t.isEquivalentTo(Cypher.class)));
        noClasses()
                .that(writeCypher)
                .and()
                .doNotBelongToAnyOf(Migrations.class)
                .should()
                .callMethod(String.class, "replace", CharSequence.class, CharSequence.class)
                .orShould()
                .callMethod(String.class, "replaceAll", String.class, String.class)
                .orShould()
                .callMethod(String.class, "replaceFirst", String.class, String.class)
                .orShould()
                .dependOnClassesThat()
                .belongToAnyOf(Pattern.class, Matcher.class)
                .check(CLASSES);
    }

    @Test
    void featurePackagesDoNotUseEachOther() {
        slices().matching("org.iskra.(people|groups|publications|congresses|events|places)..")
                .should()
                .notDependOnEachOther()
                .check(CLASSES);
    }

    @Test
    void onlyTheApiAndHttpLayersKnowGraphQLAndJavalin() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "org.iskra.core..",
                        "org.iskra.store..",
                        "org.iskra.facts..",
                        "org.iskra.reads..",
                        "org.iskra.importer..",
                        "org.iskra.research..",
                        "org.iskra.people..",
                        "org.iskra.groups..",
                        "org.iskra.publications..",
                        "org.iskra.congresses..",
                        "org.iskra.events..",
                        "org.iskra.places..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("graphql..", "io.javalin..")
                .check(CLASSES);
    }

    @Test
    void theStoreKnowsNothingOfTheDomain() {
        noClasses()
                .that()
                .resideInAPackage("org.iskra.store..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.iskra.facts..", "org.iskra.reads..", "org.iskra.graphql..", "org.iskra.importer..")
                .check(CLASSES);
    }

    /**
     * The packages whose nullness is not declared yet: none since every package is marked, and NullAway (in the build)
     * checks them all. A new package is marked from its first class.
     */
    private static final Set<String> NOT_YET_NULL_MARKED = Set.of();

    /**
     * Nullness is declared, not guessed: every package of the product and the tools is {@code @NullMarked}, but the
     * listed ones.
     */
    @Test
    void everyPackageIsNullMarkedButTheListedOnes() {
        Set<String> packages = new TreeSet<>();
        CLASSES.forEach(c -> packages.add(c.getPackageName()));
        Set<String> unmarked = new TreeSet<>(packages.stream()
                .filter(name -> !CLASSES.getPackage(name)
                        .tryGetPackageInfo()
                        .map(info -> info.isAnnotatedWith(NullMarked.class))
                        .orElse(false))
                .toList());
        assertEquals(
                new TreeSet<>(NOT_YET_NULL_MARKED),
                unmarked,
                "packages without @NullMarked in their package-info.java (a new package is marked from its first class)");
        assertTrue(packages.size() >= 20, "all packages seen: " + packages);
    }
}
