"""What the command line runs besides the app: screenshots, the benchmark, the art and schema
generators. They sit above the app and use it; nothing in the app imports them."""
