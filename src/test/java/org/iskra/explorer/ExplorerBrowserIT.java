package org.iskra.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.iskra.core.Directories;
import org.iskra.core.IskraException;
import org.iskra.testing.Facts;
import org.iskra.testing.Json;
import org.iskra.testing.TestDatabase;
import org.iskra.testing.TestServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer in a real headless Chromium, against a real server over the shipped data: search, graph, expansion,
 * entity panel, path finder, time slider and timeline, as a researcher uses them. Needs Debian's {@code chromium} and
 * {@code chromium-driver} (or {@code ISKRA_CHROMIUM} and {@code ISKRA_CHROMEDRIVER}); without them the tests are
 * skipped and say why. Screenshots of each step land in {@code target/explorer-screenshots/}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ExplorerBrowserIT {
    static final Path CHROMIUM = Path.of(setting("ISKRA_CHROMIUM", "/usr/bin/chromium"));
    static final Path CHROMEDRIVER = Path.of(setting("ISKRA_CHROMEDRIVER", "/usr/bin/chromedriver"));
    static final Path SCREENSHOTS = Path.of("target", "explorer-screenshots");
    /**
     * How long a step may take before it fails: generous, since only a failing step waits this long. On a 2-core
     * machine also running other builds, the first path search (cold JIT, a Chromium layout) once took more than 30 s.
     */
    static final Duration WAIT = Duration.ofSeconds(60);

    private static TestServer server;
    private static final String TOKEN = "explorer-test-token";
    private static ChromeDriver browser;
    private static Path profile;

    /** Why the browser tests cannot run here, or null when they can. */
    static String missingBrowser() {
        if (!Files.isExecutable(CHROMIUM)) {
            return "Browser tests skipped: no Chromium at " + CHROMIUM
                    + " (apt-get install chromium chromium-driver, or set ISKRA_CHROMIUM)";
        }
        if (!Files.isExecutable(CHROMEDRIVER)) {
            return "Browser tests skipped: no chromedriver at " + CHROMEDRIVER
                    + " (apt-get install chromium-driver, or set ISKRA_CHROMEDRIVER)";
        }
        return null;
    }

    @BeforeAll
    static void start() throws IOException {
        if (missingBrowser() != null) {
            return; // every test is skipped by checkBrowser, each with the reason
        }
        loadData();
        server = TestServer.start("--write-tokens", "explorer-test:" + TOKEN);

        // The driver and the browser are named explicitly, so Selenium Manager never downloads anything.
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        System.setProperty("SE_OFFLINE", "true");
        profile = Files.createTempDirectory("iskra-chromium-profile");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-quic",
                "--disable-dev-shm-usage",
                "--window-size=1366,768",
                "--lang=en-GB",
                "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().scriptTimeout(WAIT);
        Files.createDirectories(SCREENSHOTS);
    }

    /** The shipped data; on a busy machine one import transaction can hit the time limit, so it tries again. */
    private static void loadData() {
        for (int attempt = 1; ; attempt++) {
            try {
                Facts.loadDataFolder();
                return;
            } catch (IskraException e) {
                if (attempt == 3) {
                    throw e;
                }
                System.err.println("loading data/ failed (" + e.getMessage() + "), trying again");
            }
        }
    }

    @BeforeEach
    void checkBrowser() {
        assumeTrue(missingBrowser() == null, ExplorerBrowserIT::missingBrowser);
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
            TestDatabase.write("MATCH (n:Entity) WHERE n.id STARTS WITH 'live-test' DETACH DELETE n", Map.of());
        }
        if (profile != null) {
            Directories.deleteQuietly(profile);
        }
    }

    @Test
    @Order(1)
    void searchingLenineListsHitsAndTheKeyboardPicksLenin() {
        browser.get(server.url("/"));
        waitFor("the page script", "return document.documentElement.dataset.explorer === 'ready'");
        WebElement search = browser.findElement(By.id("search-input"));
        assertEquals(
                "Find an entity",
                browser.findElement(By.cssSelector("label[for=search-input]")).getText());
        search.sendKeys("Lénine");
        waitFor("search hits", "return document.querySelectorAll('#search-hits [role=option][data-id]').length > 0");
        List<String> ids = hitIds("search-hits");
        assertEquals("lenin", ids.get(0), ids.toString());
        assertEquals("true", search.getAttribute("aria-expanded"));
        screenshot("01-search-lenine");

        search.sendKeys(Keys.ARROW_DOWN);
        assertEquals("search-hits-0", search.getAttribute("aria-activedescendant"));
        search.sendKeys(Keys.ENTER);
        waitFor("Lenin's neighbourhood", "return cy.nodes().length > 10 && cy.getElementById('lenin').nonempty()");
        long nodes = number("return cy.nodes().length");
        assertTrue(nodes > 10, "Lenin has more than 10 neighbours on the graph: " + nodes);
        assertTrue(number("return cy.edges().length") >= nodes - 1, "every neighbour is linked");
        waitFor("the entity panel", "return document.getElementById('entity-name')?.textContent === 'Vladimir Lenin'");
        assertEquals(
                "bolshevik",
                js("return cy.getElementById('lenin').data('faction')"),
                "Lenin is coloured as a Bolshevik");
        screenshot("02-lenin-neighbourhood");
    }

    @Test
    @Order(2)
    void otherSearchesFindIskraAndPlekhanovAndTheMousePicksAHit() {
        WebElement search = browser.findElement(By.id("search-input"));
        search.clear();
        search.sendKeys("Iskra");
        waitFor(
                "hits for Iskra",
                "return [...document.querySelectorAll('#search-hits [role=option]')].some(o => o.dataset.id === 'iskra')");
        search.clear();
        search.sendKeys("Plekhanov");
        waitFor(
                "hits for Plekhanov",
                "return document.querySelector('#search-hits [role=option]')?.dataset.id === 'plekhanov'");
        // Back to Lenin with the mouse.
        search.clear();
        search.sendKeys("Lenin");
        waitFor(
                "hits for Lenin",
                "return document.querySelector('#search-hits [role=option]')?.dataset.id === 'lenin'");
        browser.findElement(By.cssSelector("#search-hits [role=option][data-id=lenin]"))
                .click();
        waitFor(
                "Lenin's neighbourhood again",
                "return cy.getElementById('lenin').nonempty() && cy.nodes().length > 10");
        waitFor("the entity panel", "return document.getElementById('entity-name')?.textContent === 'Vladimir Lenin'");
    }

    @Test
    @Order(3)
    void clickingANeighbourOnTheGraphExpandsItAndShowsItsFacts() {
        long before = number("return cy.nodes().length");
        // Bring the Bolsheviks' node to the middle of the canvas and click it there, with the mouse.
        js("cy.center(cy.getElementById('bolsheviks'))");
        WebElement graph = browser.findElement(By.id("graph"));
        new Actions(browser).moveToElement(graph, 0, 0).click().perform();
        waitFor("the Bolsheviks' neighbourhood merged in", "return cy.nodes().length > " + before);
        long after = number("return cy.nodes().length");
        assertTrue(after > before, "expanding adds nodes: " + before + " → " + after);
        waitFor(
                "the Bolsheviks in the entity panel",
                "return document.getElementById('entity-name')?.textContent === 'Bolsheviks'");
        assertTrue((Boolean) js("return cy.getElementById('bolsheviks').hasClass('expanded')"));
        assertTrue(
                number("return cy.nodes('[faction = \"bolshevik\"]').length") > 1,
                "members of the Bolsheviks are coloured as such");
        screenshot("03-expanded-bolsheviks");
    }

    @Test
    @Order(4)
    void aCongressShowsItsFiguresAndRosterAndAMotionItsTextAndResult() {
        js("explorer.select('rsdlp-congress-2')");
        waitFor(
                "the Second Congress's panel",
                "return document.getElementById('entity-name')?.textContent.includes('2nd Congress')"
                        + " && document.getElementById('entity-body').textContent.includes('Roster')");
        String body = browser.findElement(By.id("entity-body")).getText();
        assertTrue(body.contains("43 decisive, 14 consultative, 51 votes"), body);
        assertTrue(body.matches("(?s).*\\d+ of 57 recorded \\((in)?complete\\).*"), body);
        screenshot("04a-congress-roster");
        js("explorer.select('motion-rules-paragraph-1-lenin')");
        waitFor("the motion's panel", "return document.getElementById('entity-body').textContent.includes('Result')");
        String motion = browser.findElement(By.id("entity-body")).getText();
        assertTrue(motion.contains("rejected 23–28"), motion);
        assertTrue(motion.contains("Text"), motion);
    }

    @Test
    @Order(5)
    void theEntityPanelListsStatementsWithSourcesCertaintyAndAGraphiqlLink() {
        js("explorer.select('lenin')");
        waitFor(
                "Lenin's statements",
                "return document.getElementById('entity-name')?.textContent === 'Vladimir Lenin'"
                        + " && document.querySelectorAll('#entity-body [data-statement]').length > 10");
        WebElement membership =
                browser.findElement(By.cssSelector("#entity-body [data-statement=lenin-member-of-bolsheviks]"));
        assertTrue(membership.getText().contains("member of"), membership.getText());
        assertTrue(membership.getText().contains("Bolsheviks"), membership.getText());
        assertTrue(membership.getText().contains("1903-08"), membership.getText());
        assertTrue(membership.getText().contains("attested"), membership.getText());
        assertFalse(
                membership.findElements(By.cssSelector(".sources li")).isEmpty(), "the membership shows its sources");

        String href = browser.findElement(By.id("open-graphiql")).getAttribute("href");
        assertTrue(href.startsWith(server.url("/graphiql?query=")), href);
        String query = URLDecoder.decode(href.substring(href.indexOf("query=") + 6), StandardCharsets.UTF_8);
        assertTrue(query.contains("node(id: \"lenin\")"), query);
        screenshot("04-entity-panel");

        // The link opens GraphiQL with that query in its editor.
        browser.get(href);
        waitFor(
                "GraphiQL's editor with the query",
                "return document.querySelector('.graphiql-query-editor')?.innerText.includes('node(id: \"lenin\")')");
        screenshot("05-graphiql-with-query");
        browser.navigate().back();
        waitFor("the explorer again", "return document.documentElement.dataset.explorer === 'ready'");
        js("return explorer.focus('lenin')");
        waitFor("Lenin's neighbourhood", "return cy.getElementById('lenin').nonempty() && cy.nodes().length > 10");
    }

    @Test
    @Order(6)
    void thePathFinderListsTheShortestConnectionsFromPlekhanovToTrotsky() {
        browser.findElement(By.id("tab-path")).click();
        pick("path-from-input", "path-from-hits", "Plekhanov", "plekhanov");
        pick("path-to-input", "path-to-hits", "Trotsky", "trotsky");
        browser.findElement(By.id("path-button")).click();
        waitFor("the paths", "return document.querySelectorAll('#path-results .path-steps li').length >= 2");
        String summary = browser.findElement(By.id("path-summary")).getText();
        assertTrue(summary.contains("2 statements long"), summary);
        List<WebElement> steps = browser.findElements(By.cssSelector("#path-results .path-steps"));
        WebElement first = steps.get(0);
        assertEquals(2, first.findElements(By.cssSelector(":scope > li")).size(), first.getText());
        assertTrue(first.getText().contains("Georgi Plekhanov"), first.getText());
        assertTrue(first.getText().contains("Leon Trotsky"), first.getText());
        assertFalse(first.findElements(By.cssSelector(".sources li")).isEmpty(), "each step shows its sources");
        assertTrue(
                (Boolean)
                        js(
                                "return cy.getElementById('plekhanov').hasClass('path') && cy.getElementById('trotsky').hasClass('path')"),
                "the path is highlighted on the graph");
        assertEquals(2L, number("return cy.edges('.path').length"));
        screenshot("06-path-plekhanov-trotsky");

        // Plekhanov left the Bolsheviks in 1903, Trotsky joined them in 1917: that path is marked, and asking for
        // paths walked at one time finds others
        List<WebElement> headings = browser.findElements(By.cssSelector("#path-results h3"));
        assertTrue(
                headings.stream().anyMatch(h -> h.getText().contains("never held at one time")),
                headings.stream().map(WebElement::getText).toList().toString());
        browser.findElement(By.id("path-contemporary")).click();
        browser.findElement(By.id("path-button")).click();
        waitFor(
                "the contemporary paths",
                "return (document.getElementById('path-summary')?.textContent || '').includes('walked at one time')");
        assertTrue(browser.findElements(By.cssSelector("#path-results .not-contemporary"))
                .isEmpty());
        assertFalse(
                browser.findElement(By.cssSelector("#path-results .path-choice"))
                        .getText()
                        .contains("Bolsheviks"),
                browser.findElement(By.cssSelector("#path-results .path-choice"))
                        .getText());
        screenshot("06b-path-walked-at-one-time");
        browser.findElement(By.id("path-contemporary")).click();
    }

    @Test
    @Order(7)
    void theTimeSliderHidesStatementsThatDidNotHoldThatYear() {
        String edge = "cy.getElementById('lenin-member-of-bolsheviks')";
        assertTrue(
                (Boolean) js("return " + edge + ".nonempty() && " + edge + ".visible()"),
                "Lenin's Bolshevik membership is drawn");
        WebElement slider = browser.findElement(By.id("year-slider"));
        slider.sendKeys(Keys.HOME);
        assertEquals("1883", browser.findElement(By.id("year-value")).getText());
        for (int i = 0; i < 1902 - 1883; i++) {
            slider.sendKeys(Keys.ARROW_RIGHT);
        }
        assertEquals("1902", browser.findElement(By.id("year-value")).getText());
        assertFalse((Boolean) js("return " + edge + ".visible()"), "the membership begun in 1903-08 is hidden in 1902");
        assertTrue(
                number(
                                "return cy.edges().filter(e => e.visible() && e.data('start') && e.data('start') <= '1902').length")
                        > 0,
                "statements that held in 1902 stay visible");
        assertEquals(
                0L,
                number("return cy.edges().filter(e => e.visible() && e.data('type') === 'MEMBER_OF'"
                        + " && e.data('start') && e.data('start').slice(0, 4) > '1902').length"),
                "no membership begun after 1902 shows");
        screenshot("07-year-1902");

        slider.sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        assertEquals("1904", browser.findElement(By.id("year-value")).getText());
        assertTrue((Boolean) js("return " + edge + ".visible()"), "the membership shows again in 1904");
        screenshot("08-year-1904");

        // Undated attendances are timeless and an "ongoing" membership has no end, but a person's statements end
        // with their death: in 1910 Bauman (killed in 1905) neither attended the 2nd Congress nor is a Bolshevik,
        // while Lenin still is.
        for (int i = 0; i < 1910 - 1904; i++) {
            slider.sendKeys(Keys.ARROW_RIGHT);
        }
        assertEquals("1910", browser.findElement(By.id("year-value")).getText());
        js("explorer.expand('bauman', true)");
        String attended = "cy.getElementById('bauman-attended-rsdlp-congress-2')";
        String bolshevik = "cy.getElementById('bauman-member-of-bolsheviks')";
        waitFor("Bauman's statements", "return " + attended + ".nonempty() && " + bolshevik + ".nonempty()");
        js("explorer.setYear(1910)");
        assertFalse((Boolean) js("return " + attended + ".visible()"), "Bauman's attendance is hidden after his death");
        assertFalse((Boolean) js("return " + bolshevik + ".visible()"), "so is his membership");
        assertTrue((Boolean) js("return " + edge + ".visible()"), "Lenin's membership still shows in 1910");

        slider.sendKeys(Keys.END);
        assertEquals("all years", browser.findElement(By.id("year-value")).getText());
        assertEquals(0L, number("return cy.edges('.year-hidden').length"));
    }

    @Test
    @Order(8)
    void theTimelineListsTheSelectedEntitysDatedFactsAndADateRange() {
        js("explorer.select('lenin')");
        waitFor("Lenin selected", "return document.getElementById('entity-name')?.textContent === 'Vladimir Lenin'");
        browser.findElement(By.id("tab-timeline")).click();
        browser.findElement(By.id("timeline-button")).click();
        waitFor("Lenin's timeline", "return document.querySelectorAll('#timeline-results .timeline li').length > 5");
        String text = browser.findElement(By.id("timeline-results")).getText();
        assertTrue(text.contains("1870-04-22"), "Lenin's birth: " + text.substring(0, Math.min(400, text.length())));
        screenshot("09-timeline-lenin");

        browser.findElement(By.id("timeline-involving")).click();
        browser.findElement(By.id("timeline-from")).sendKeys("1903-07");
        browser.findElement(By.id("timeline-to")).sendKeys("1903-08");
        browser.findElement(By.id("timeline-button")).click();
        waitFor(
                "the timeline of summer 1903",
                "return document.getElementById('timeline-summary')?.textContent.includes('1903-07 to 1903-08')");
        assertTrue(
                browser.findElement(By.id("timeline-results")).getText().contains("2nd Congress of the RSDLP opens"));
    }

    @Test
    @Order(9)
    void theExplorerOpensOnTheSecondCongressAndTheSplitAndPutsTheViewInItsAddress() {
        browser.get(server.url("/"));
        waitFor("the page script", "return document.documentElement.dataset.explorer === 'ready'");
        assertTrue(
                (Boolean)
                        js(
                                "return cy.getElementById('rsdlp-congress-2').hasClass('expanded') && cy.getElementById('split-1903').hasClass('expanded')"),
                "the default view expands the Second Congress and the 1903 split");
        assertTrue(number("return cy.nodes().length") > 20, "their neighbourhoods are drawn");
        waitFor(
                "the Second Congress's panel",
                "return document.getElementById('entity-name')?.textContent.includes('2nd Congress')");
        assertEquals("?selected=rsdlp-congress-2&expanded=rsdlp-congress-2%2Csplit-1903", js("return location.search"));
        screenshot("10-default-view");
    }

    @Test
    @Order(10)
    void aViewInTheAddressOpensAsItWasShared() {
        browser.get(server.url("/?selected=lenin&expanded=lenin&year=1905&path=plekhanov,trotsky"));
        waitFor("the page script", "return document.documentElement.dataset.explorer === 'ready'");
        assertEquals(List.of("lenin"), js("return [...explorer.state.expanded]"));
        assertEquals("1905", browser.findElement(By.id("year-value")).getText());
        waitFor("Lenin's panel", "return document.getElementById('entity-name')?.textContent === 'Vladimir Lenin'");
        waitFor("the path from Plekhanov to Trotsky", "return document.getElementById('path-summary') !== null");
        assertTrue(number("return cy.elements('.path').length") > 2, "the path is highlighted");
        String address = (String) js("return location.search");
        assertTrue(
                address.contains("year=1905")
                        && address.contains("path=plekhanov%2Ctrotsky")
                        && address.contains("selected=lenin"),
                address);
        screenshot("11-view-from-address");
    }

    @Test
    @Order(11)
    void anEntityOnScreenThatChangesIsRedrawnLive() {
        write(Map.of(
                "sources",
                List.of(Map.of("id", "live-test-src", "title", "A live test source", "tier", "reference")),
                "people",
                List.of(Map.of(
                        "id", "live-test-person", "name", "Live Test Person", "sources", List.of("live-test-src")))));
        browser.get(server.url("/?selected=live-test-person&expanded=live-test-person"));
        waitFor(
                "the page script and the live feed",
                "return document.documentElement.dataset.explorer === 'ready' && explorer.state.live === true");
        assertEquals("Live Test Person", js("return cy.getElementById('live-test-person').data('name')"));
        write(Map.of(
                "people",
                List.of(Map.of(
                        "id",
                        "live-test-person",
                        "name",
                        "Live Test Person, renamed",
                        "sources",
                        List.of("live-test-src"))),
                "statements",
                List.of(Map.of(
                        "id",
                        "live-test-attended",
                        "type",
                        "ATTENDED",
                        "from",
                        "live-test-person",
                        "to",
                        "rsdlp-congress-2",
                        "role",
                        "guest",
                        "sources",
                        List.of("live-test-src")))));
        waitFor(
                "the renamed person and the new statement drawn",
                "return cy.getElementById('live-test-person').data('name') === 'Live Test Person, renamed'"
                        + " && cy.getElementById('live-test-attended').nonempty() && cy.getElementById('rsdlp-congress-2').nonempty()");
        waitFor(
                "the entity panel redrawn",
                "return document.getElementById('entity-name')?.textContent === 'Live Test Person, renamed'");
        assertTrue(((String) js("return document.getElementById('graph-status').textContent")).startsWith("Live:"));
        screenshot("12-live-change");
    }

    private static void write(Map<String, Object> batch) {
        HttpResponse<String> r = server.postJson(
                "/graphql",
                Json.write(Map.of(
                        "query",
                        "mutation($input: FactBatch!) { importFacts(input: $input) { applied } }",
                        "variables",
                        Map.of("input", batch))),
                "Authorization",
                "Bearer " + TOKEN);
        assertTrue(Json.read(r.body()).at("/data/importFacts/applied").asBoolean(), r.body());
    }

    @Test
    @Order(12)
    void graphiqlRunsTheChangesSubscription() {
        long version = server.data("{ dataVersion }").get("dataVersion").asLong();
        String subscription = "subscription { changes(after: \"" + version + "\") { sequence kind subjectId } }";
        browser.get(server.url("/graphiql?query=" + URLEncoder.encode(subscription, StandardCharsets.UTF_8)));
        waitFor(
                "GraphiQL's editor with the subscription",
                "return document.querySelector('.graphiql-query-editor')?.innerText.includes('changes')");
        browser.findElement(By.cssSelector(".graphiql-execute-button")).click();
        String person = "live-test-graphiql";
        write(Map.of(
                "people",
                List.of(Map.of("id", person, "name", "GraphiQL Test Person", "sources", List.of("live-test-src")))));
        waitFor(
                "the change in GraphiQL's result pane",
                "return document.querySelector('.graphiql-response')?.innerText.includes('" + person + "')");
        screenshot("13-graphiql-subscription");
    }

    @Test
    @Order(13)
    void thePageBreaksNoContentSecurityPolicyAndThrowsNoErrors() {
        List<LogEntry> problems = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()
                        || e.getMessage().contains("Content Security Policy"))
                .filter(e ->
                        !e.getMessage().contains("/favicon.ico")) // asked for by GraphiQL's page, which has no icon
                .toList();
        assertTrue(problems.isEmpty(), "browser errors: " + problems);
    }

    // ---------------------------------------------------------------------------------------------

    private void pick(String inputId, String listId, String text, String id) {
        WebElement input = browser.findElement(By.id(inputId));
        input.clear();
        input.sendKeys(text);
        waitFor(
                "hits for " + text,
                "return document.querySelector('#" + listId + " [role=option][data-id=\"" + id + "\"]') !== null");
        List<String> ids = hitIds(listId);
        for (int i = 0; i <= ids.indexOf(id); i++) {
            input.sendKeys(Keys.ARROW_DOWN);
        }
        input.sendKeys(Keys.ENTER);
        assertEquals(id, input.getDomAttribute("data-id"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> hitIds(String listId) {
        return (List<String>) js("return [...document.querySelectorAll('#" + listId
                + " [role=option][data-id]')].map(o => o.dataset.id)");
    }

    private static Object js(String script) {
        return ((JavascriptExecutor) browser).executeScript(script);
    }

    private static long number(String script) {
        return ((Number) js(script)).longValue();
    }

    private static void waitFor(String what, String script) {
        try {
            new WebDriverWait(browser, WAIT)
                    .withMessage("waiting for " + what)
                    .until(d -> Boolean.TRUE.equals(js(script)));
        } catch (RuntimeException e) {
            screenshot("failed-" + what.replaceAll("[^A-Za-z0-9]+", "-"));
            throw e;
        }
    }

    private static void screenshot(String name) {
        try {
            Path shot =
                    ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
            Files.copy(shot, SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException | RuntimeException e) {
            System.err.println("no screenshot " + name + ": " + e);
        }
    }

    private static String setting(String name, String fallback) {
        String value = System.getProperty(name, System.getenv(name));
        return value == null || value.isBlank() ? fallback : value;
    }
}
