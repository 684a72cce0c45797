public enum JumbotronPlaceholder {}
