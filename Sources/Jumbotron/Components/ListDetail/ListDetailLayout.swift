import TerminalUI

/// A screen with a header, a list, and (in wide terminals) a detail pane beside
/// it. Views draw with it and reducers page and hit-test with it, so both
/// always agree on where rows are.
struct ListDetailLayout {
    let header: Rect
    let list: Rect
    let detail: Rect?

    init(content: Rect, headerHeight: Int, split: Bool, listWidth: Int? = nil) {
        let (header, body) = content.splitTop(headerHeight)
        self.header = header
        if split {
            let (list, detail) = Layout.split(body, listWidth: listWidth)
            self.list = list
            self.detail = detail
        } else {
            self.list = body
            self.detail = nil
        }
    }
}
