import Foundation
import Testing
@testable import Jumbotron

@Suite struct PrintTableTests {
    let table = PrintTable(columns: ["id", "name", "runs"], rows: [
        [.number(1), .text("Boston Red Sox"), .number(10)],
        [.number(22), .text("進撃の巨人"), .null],
        [.number(3), .text("Evil\t\u{1B}]0;pwned\u{7}\nname"), .number(0)],
    ])

    @Test func tsvHasAHeaderAndNoRawTabsNewlinesOrControls() {
        let lines = table.render(.tsv).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "id\tname\truns")
        #expect(lines[1] == "1\tBoston Red Sox\t10")
        #expect(lines[2] == "22\t進撃の巨人\t")
        #expect(lines[3] == "3\tEvil ]0;pwned name\t0")
        #expect(lines.count == 5 && lines[4] == "")
    }

    @Test func textIsAlignedByDisplayWidth() {
        let lines = table.render(.text).split(separator: "\n")
        #expect(lines[0] == "1   Boston Red Sox      10")
        #expect(lines[1] == "22  進撃の巨人")
    }

    @Test func jsonIsValidAndKeepsTypes() throws {
        let data = Data(table.render(.json).utf8)
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(parsed.count == 3)
        #expect(parsed[0]["name"] as? String == "Boston Red Sox")
        #expect(parsed[0]["runs"] as? Int == 10)
        #expect(parsed[1]["runs"] is NSNull)
        #expect(parsed[2]["name"] as? String == "Evil\t\u{1B}]0;pwned\u{7}\nname")
        #expect(!table.render(.json).contains("\u{1B}"))
    }

    @Test func emptyJSONIsAnEmptyArray() throws {
        let empty = PrintTable(columns: ["a"]).render(.json)
        #expect(try JSONSerialization.jsonObject(with: Data(empty.utf8)) as? [Any] != nil)
    }
}
